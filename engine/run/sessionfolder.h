#pragma once
// Where one triage session keeps its logs and JUnit files: a folder per session
// under DataHome::sessionsDir()/<timestamp> (or under a given root), with a
// fresh file name for every job so no run overwrites another's evidence.
#include "core/error.h"

#include <QCoreApplication>
#include <QString>

namespace dtriage {

class SessionFolder {
    Q_DECLARE_TR_FUNCTIONS(SessionFolder)
public:
    // Creates <root>/<yyyyMMdd-HHmmss>[-n]. An empty root means
    // QStandardPaths::AppLocalDataLocation + "/sessions".
    static Result<SessionFolder> create(const QString& root = {});
    // DataHome::sessionsDir(): where sessions go by default.
    static QString defaultRoot();
    // Uses an existing (or creatable) folder as is — for tests and --session-dir.
    static Result<SessionFolder> open(const QString& path);

    QString path() const { return m_path; }
    // Reserves and returns "<path>/<stem>-<n>.<suffix>" (n counts from 1) by creating
    // the empty file exclusively, so two jobs never share a name. suffix without dot.
    Result<QString> uniqueFile(const QString& stem, const QString& suffix) const;

private:
    explicit SessionFolder(QString path) : m_path(std::move(path)) {}
    QString m_path;
};

}  // namespace dtriage
