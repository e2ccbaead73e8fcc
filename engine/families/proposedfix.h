#pragma once
// `propose KEY`: the fix a family proposes without a session, built as the
// family's session builds it. Two requests reach a family: a probe run elsewhere
// (`--probe FILE`: a machine with the model's weights, its printed output saved;
// the probe's greeting names the family), or the loader's source alone (no
// --probe: the family the entry's reason or the family's own options name). The
// verb prints the proposal and shows (and with --apply writes) its files.
#include "analysis/loadereditresult.h"
#include "format/blackchoice.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace dtriage {

struct ProbeFixRequest {
    QString probeFile;
    QString checkoutRoot;
    QString loaderPath;  // the entry's loader, absolute
    QString modelPath;   // the entry's: a probe of another loader or variant is refused
    QString variant;
    QString choice;  // the fix the user chose where the family offers one (--target); empty: the proposal
    QString why;     // --why
    BlackChoice black;
};

struct SourceFixRequest {
    QString checkoutRoot;
    QString loaderPath;  // the entry's loader, absolute
    QString key;         // the YAML key
    std::optional<QString> reason;  // the entry's YAML reason; nullopt: the YAML has no such entry
    // The family's own options (FamilySourceAnalysis::options) that were given,
    // by their first name: every value of each.
    QHash<QString, QStringList> options;
    // Whose black shapes the edit; asked only once there is an edit to shape
    // (finding the checkout's Python starts it).
    std::function<BlackChoice()> black;
};

struct ProposedFix {
    enum class Ending {
        Files,   // `files` to show (and write with --apply)
        NoFix,   // the family allows no edit: exit 1 after `lines`
        Failed,  // `error`: exit 1
        Usage,   // `error`: the options do not fit this family (exit 2)
    };
    Ending ending = Ending::Failed;
    QStringList lines;  // what the verb prints before the diff
    QJsonObject json;   // fields for the verb's JSON ("probe", "target", "proposal")
    QString error;
    QList<FileEdit> files;  // the fix's files: the loader's edit first
    // Why --apply must not write `files` (shown all the same): a loss target that is a
    // judgement call with no reason given (issue 46 §3). Empty: --apply writes.
    QString held;

    static ProposedFix failed(const QString& error, Ending ending = Ending::Failed)
    {
        ProposedFix proposal;
        proposal.ending = ending;
        proposal.error = error;
        return proposal;
    }
};

}  // namespace dtriage
