#pragma once
// One YAML edit shown for approval in a dialog of its own, as the survey's Record
// Observed Reasons and the CI history's Approve make it: what it is, the whole
// diff (Approve lights only once every line was on screen, DiffView), written in
// the background through YamlChange::write (its conflict check) only when
// approved; `written` hears how that went. Nothing is written on Reject or close.
#include "yamlchange/yamlchange.h"

#include <QDialog>
#include <QString>

#include <functional>

namespace dtriage {

class YamlApproval {
public:
    // The dialog, opened (window-modal) and deleted on close.
    static QDialog* open(QWidget* parent, const QString& title, const QString& text, const YamlChange& change,
                         std::function<void(const Result<void>& written)> written);
};

}  // namespace dtriage
