#pragma once
// The window's view of each failure family (engine/families/<id>/ has the
// engine's): widgets/familyviews/<id>/, one line each in familyviews.cpp; a
// family added at run time (Families::add) adds its view here.
#include <QString>

#include <functional>

class QWidget;

namespace dtriage {

class FamilyEvidence;

class FamilyViews {
public:
    using Factory = std::function<FamilyEvidence*(QWidget*)>;

    // The evidence view of the family `familyId` ("dtype"); the first family's
    // when the id is empty (no session yet) or unknown to the window.
    static FamilyEvidence* evidence(const QString& familyId, QWidget* parent);
    // The family id evidence() builds for `familyId`.
    static QString viewedFamily(const QString& familyId);
    static bool hasView(const QString& familyId);
    // One more family's view; false when that family has one already. Before any
    // window is built.
    static bool add(const QString& familyId, Factory factory);
};

}  // namespace dtriage
