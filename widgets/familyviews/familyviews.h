#pragma once
// The window's view of each failure family (engine/families/<id>/ has the
// engine's): widgets/familyviews/<id>/.
#include <QString>

class QWidget;

namespace dtriage {

class FamilyEvidence;

class FamilyViews {
public:
    // The evidence view of the family `familyId` ("dtype"); the first family's
    // when the id is empty (no session yet) or unknown to the window.
    static FamilyEvidence* evidence(const QString& familyId, QWidget* parent);
    // The family id evidence() builds for `familyId`.
    static QString viewedFamily(const QString& familyId);
    static bool hasView(const QString& familyId);
};

}  // namespace dtriage
