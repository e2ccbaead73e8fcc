#pragma once
// A loader edit as every failure family's fix step hands it to the session: the
// file's bytes before and after, where the changed statement is, and which
// formatter shaped it. The session previews it (LoaderPatcher) and writes it
// only after the approval.
#include "format/blackpin.h"
#include "format/formattingverdict.h"

#include <QByteArray>
#include <QString>

namespace dtriage {

struct LoaderEditResult {
    QByteArray before;
    QByteArray after;
    int firstLine = 0;  // the changed statement in `after`, 1-based, inclusive
    int lastLine = 0;
    QString formatter;      // "black 23.1.0"; empty when no black shaped the edit
    QString formatterFrom;  // whose black: "checkout" or "workbench"
    BlackPin pin;           // what the repository's pre-commit pins, to compare with
    QString note;  // why the statement was left as edited, when it was

    // "formatted by black 23.1.0 (the checkout's Python), but … pins black 22.3.0 …"
    QString formatting() const { return FormattingVerdict::line(formatter, formatterFrom, pin); }
};

// One file's edit with its path and words. A fix's second file is one (its
// "companion"): approved and written with the fix, taken back with it, e.g. the
// unpack family's wrong registry entry deleted from training_utils.py beside the
// loader's override (the audit trail).
struct FileEdit {
    QString path;  // absolute, inside the loaders submodule
    LoaderEditResult edit;
    QString summary;
};

}  // namespace dtriage
