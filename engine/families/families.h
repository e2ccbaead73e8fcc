#pragma once
// The failure families this workbench triages, and the gate over all of them:
// the first family whose gate accepts a reason takes the entry.
#include "core/error.h"
#include "families/failurefamily.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace dtriage {

class Families {
    Q_DECLARE_TR_FUNCTIONS(Families)
public:
    struct Gated {
        const FailureFamily* family = nullptr;
        QString flavor;  // the family's sub-flavor
    };

    static const QList<const FailureFamily*>& all();
    static const FailureFamily* byId(const QString& id);
    // "bf16" (short names joined by "/"), "bfloat16 dtype errors" (titles joined
    // by ", "): the families as the window's labels name them.
    static QString shortNames();
    static QString titles();
    // The family of a failing entry's reason; else the refusal of the families' gates.
    static Result<Gated> gate(const QString& reason);
};

}  // namespace dtriage
