#pragma once
// One dispatch of tt-xla's "Run Test Single" workflow (manual-test-single.yml) for a
// set of test keys: the inputs that run exactly their pytest ids with
// `--force-run --runxfail` on the chosen TT runners, and the `gh workflow run`
// command line that sends it (docs/triage.md §2 "Verifying through tt-xla's CI").
// A value: built, checked against the checkout's copy of the workflow, shown to
// the user, and only then handed to CiRun.
#include "ci/workflowinputs.h"
#include "core/error.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace dtriage {

struct CiDispatchOptions {
    QString runsOn = QStringLiteral("n150");
    int parallelGroups = 1;
    // A tt-forge-models branch or commit holding the loader fixes; empty: the
    // submodule commit tt-xla's branch pins.
    QString forgeModelsRef;
    QString repo = QStringLiteral("tenstorrent/tt-xla");
    QString ref;  // the tt-xla branch whose workflow file runs; empty: the default branch
};

class CiDispatch {
    Q_DECLARE_TR_FUNCTIONS(CiDispatch)
public:
    static constexpr const char* kWorkflow = "manual-test-single.yml";
    // Where the checkout keeps it.
    static QString workflowPath(const QString& checkoutRoot);

    // The dispatch for `keys`; fails for no keys, or a key pytest's -k cannot take
    // as one word (the workflow quotes `contains` in single quotes).
    static Result<CiDispatch> forKeys(const QStringList& keys, const CiDispatchOptions& options);
    // pytest's -k expression that selects exactly the keys' test ids:
    // "[a/pytorch-x-single_device-training] or [b/…]". The brackets end the
    // match at the id's own bounds, so a key never selects a longer one.
    static QString containsExpression(const QStringList& keys);

    const QStringList& keys() const { return m_keys; }
    const CiDispatchOptions& options() const { return m_options; }
    // The workflow's inputs, in the order they are sent.
    const QList<QPair<QString, QString>>& inputs() const { return m_inputs; }
    QString input(const QString& name) const;
    // The runner and group count are among the workflow's choices (a typo is the
    // user's to fix: a usage error).
    Result<void> checkChoices(const WorkflowInputs& workflow) const;
    // Those, then every input against the checkout's workflow file (WorkflowInputs::check).
    Result<void> checkAgainst(const WorkflowInputs& workflow) const;
    // The command-line option that chooses a workflow input ("--runs-on" for runs_on).
    static QString optionOf(const QString& inputName);

    // `gh` arguments: workflow run manual-test-single.yml --repo R [--ref B] -f name=value…
    QStringList ghArguments() const;
    // The command as the user could type it: "gh workflow run … -f 'contains=…'".
    QString displayCommand() const;

private:
    QStringList m_keys;
    CiDispatchOptions m_options;
    QList<QPair<QString, QString>> m_inputs;
};

}  // namespace dtriage
