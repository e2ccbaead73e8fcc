#pragma once
// Where dtype-triage keeps what outlives a process — settings, session records
// (sessions/<id>/record.json with the logs and JUnit files of that run), recent
// checkouts, copies of the demo, CI runs downloaded — one place for the window and the headless verbs
// alike (docs/architecture.md "Data home"): `verify` finds a record the window
// wrote, the window offers to resume a run the command line left.
//
// Earlier builds gave the headless verbs no organization name, so their
// records went to ~/.local/share/dtype-triage/sessions and their QSettings to
// "~/.config/Unknown Organization/dtype-triage.conf"; adoptLegacyData() moves
// both to the one home (nothing lost).
#include "core/error.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace dtriage {

class DataHome {
    Q_DECLARE_TR_FUNCTIONS(DataHome)

public:
    // The one application identity (organization and application name) every
    // entry point sets before it touches QSettings or QStandardPaths.
    static void useAppIdentity();

    // QStandardPaths::AppLocalDataLocation under that identity:
    // ~/.local/share/dtype-triage/dtype-triage (XDG_DATA_HOME respected).
    static QString dataDir();
    // dataDir()/sessions: one folder per triage session.
    static QString sessionsDir();
    // dataDir()/surveys: one file of survey results per checkout.
    static QString surveysDir();
    // dataDir()/ci-runs: CI runs downloaded by `sync`, <owner>_<repo>/<workflow>/<run id>/.
    static QString ciRunsDir();
    // Where the old headless verbs kept their session folders.
    static QString legacySessionsDir();

    struct Adopted {
        QStringList movedRecords;   // new paths of the session folders moved here
        QStringList settingsKeys;   // settings taken over from the old file
        QStringList problems;       // what could not be moved, and why (translated)
        bool isEmpty() const { return movedRecords.isEmpty() && settingsKeys.isEmpty() && problems.isEmpty(); }
        // One line a kind for stderr or a status bar; empty when nothing happened.
        QStringList summary() const;
    };
    // Moves session folders from legacySessionsDir() into sessionsDir() (a name
    // already taken gets a suffix; paths inside each record.json that pointed into
    // the old folder are rewritten) and merges the old settings file into the
    // current one (a key already set here wins), then removes what it moved.
    // Cheap when there is nothing to adopt: two stats.
    static Adopted adoptLegacyData();
};

}  // namespace dtriage
