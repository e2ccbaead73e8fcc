#pragma once
// YAML edits shown for approval in a dialog of their own, as the survey's Record
// Observed Reasons and the CI history's Approve make them: what they are, the whole
// diff (one file's, or every YAML's one after the other; Approve lights only once
// every line was on screen, DiffView), written in the background through
// YamlChange (its conflict check; several files one after the other, writeAll)
// only when approved; `written` hears how that went. Nothing is written on Reject or close.
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
    // The changes of several YAMLs approved together.
    static QDialog* open(QWidget* parent, const QString& title, const QString& text, const QList<YamlChange>& changes,
                         std::function<void(const YamlChange::Written& written)> written);
};

}  // namespace dtriage
