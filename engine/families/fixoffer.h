#pragma once
// A failure family's fix of the triaged entry (docs/triage.md §2 step 5) as a value
// its playbook hands the session: the edit to preview and put up for approval,
// the second file the same fix edits, what the record says of it, and the review
// items it brings. The session writes the record and previews the files; an edit
// that fails its checks (or could not be built) is no fix: the record keeps why,
// with `refusedReview` as its review item, and the scope follows.
#include "analysis/loadereditresult.h"
#include "core/error.h"
#include "record/triagerecord.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace dtriage {

struct FixOffer {
    // The loader's edit (of TriageRecord::fixedFile()), or why none could be made.
    Result<LoaderEditResult> edit = std::unexpected(Error{});
    std::optional<FileEdit> companion;
    QString summary;  // one line for the approval
    // The record's fix as the family describes it (file, line, kind, edit, before,
    // why, companion); `after` and the formatting come from the edit itself.
    TriageRecord::Fix fix;
    // Review items of this offer; a later offer (the fix built again) replaces them.
    QStringList review;
    // The review item when the edit is refused, with %1 for why ("the loader edit was refused: %1").
    QString refusedReview;
    QStringList log;  // lines for the session's log before the approval
    // Set when the fix rests on a choice the workbench cannot make (the unpack
    // family's loss target among several tensors, not confirmed): what is unsure,
    // the candidates and the command that settles it. Such a fix is shown for a
    // person's approval, never approved by --yes (TriageSession::holdUnsureFix).
    QString judgement;
};

}  // namespace dtriage
