#pragma once
// `propose KEY --probe FILE`: the fix a family's probe run elsewhere (a machine with
// the model's weights; its printed output saved to FILE) allows, built as the
// family's session builds it. The verb finds the family by the probe's greeting,
// asks it for this value, prints it and shows (and with --apply writes) its files.
#include "analysis/loadereditresult.h"
#include "format/blackchoice.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

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

struct ProbeFixProposal {
    enum class Ending {
        Files,   // `files` to show (and write with --apply)
        NoFix,   // the probe allows no edit: exit 1 after `lines`
        Failed,  // `error`: exit 1
        Usage,   // `error`: the options do not fit this family's probe (exit 2)
    };
    Ending ending = Ending::Failed;
    QStringList lines;  // what the verb prints before the diff
    QJsonObject json;   // fields for the verb's JSON ("probe", "target")
    QString error;
    QList<FileEdit> files;  // the fix's files: the loader's edit first

    static ProbeFixProposal failed(const QString& error, Ending ending = Ending::Failed)
    {
        ProbeFixProposal proposal;
        proposal.ending = ending;
        proposal.error = error;
        return proposal;
    }
};

}  // namespace dtriage
