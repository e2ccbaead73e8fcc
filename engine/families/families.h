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
    // One more family (a plug-in, a test's), asked after the built-in ones; false
    // when one of its id is known already. Before any session, survey or window
    // reads the families: they are read from worker threads without a lock.
    static bool add(const FailureFamily& family);
    // The family of `id`; for an empty id (a record older than families), the one
    // that owns such records (FailureFamily::ownsUnnamedRecords).
    static const FailureFamily* byId(const QString& id);
    // The family named `id` exactly; none for an empty id: what an entry's reason is
    // taken by (FailureRow::family), where "no family" is an answer of its own.
    static const FailureFamily* named(const QString& id);
    // "bf16" (short names joined by "/"), "bfloat16 dtype errors" (titles joined
    // by ", "): the families as the window's labels name them.
    static QString shortNames();
    static QString titles();
    // The family whose probe (FailureFamily::probe) is named `probeName` ("forward"); null: none.
    static const FailureFamily* byProbe(const QString& probeName);
    // The probe that runs the runner's whole training step (FailureFamily::stepProbe),
    // the first family's that has one; null when none has.
    static const FamilyProbe* stepProbe();
    // The family of a failing entry's reason; else the refusal of the families' gates.
    static Result<Gated> gate(const QString& reason);
};

}  // namespace dtriage
