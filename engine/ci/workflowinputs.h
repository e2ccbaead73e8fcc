#pragma once
// The inputs a GitHub Actions workflow takes when dispatched by hand
// (`on: workflow_dispatch: inputs:`), read from the workflow file with yaml-cpp.
// The checkout's own `.github/workflows/manual-test-single.yml` is what tt-xla's CI
// will run, so a dispatch is checked against it before `gh` sends it: an input that
// is gone, a required one not given, a runner kind no longer offered -- "the workflow's
// inputs changed" -- is said before anything is sent.
#include "core/error.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace dtriage {

struct WorkflowInput {
    QString name;
    QString description;
    QString type;          // "string", "choice", "boolean", …; empty when not given
    bool required = false;
    QString defaultValue;  // empty when none
    QStringList options;   // a choice's options, in the file's order
};

class WorkflowInputs {
    Q_DECLARE_TR_FUNCTIONS(WorkflowInputs)
public:
    // The file is not a workflow, or cannot be dispatched by hand: an error.
    static Result<WorkflowInputs> read(const QString& path);
    static Result<WorkflowInputs> fromText(const QByteArray& yaml, const QString& source = {});

    const QList<WorkflowInput>& inputs() const { return m_inputs; }
    const WorkflowInput* input(const QString& name) const;
    QString source() const { return m_source; }
    // The options of a choice input; empty when `name` is no choice.
    QStringList options(const QString& name) const;

    // Whether `values` (name, value) can be dispatched as they are: each name is an
    // input, each choice's value is one of its options, each required input without
    // a default is given. The error says every mismatch, one per line.
    Result<void> check(const QList<QPair<QString, QString>>& values) const;

private:
    QList<WorkflowInput> m_inputs;
    QString m_source;
};

}  // namespace dtriage
