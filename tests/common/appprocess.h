#pragma once
// The built dtype-triage run as a user runs it: a real process with the given
// environment, its exit code and both outputs. Header-only: every test is its own
// executable.
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace dtriage::testing {

struct AppRun {
    int exitCode = -1;  // -1: it did not finish in time
    bool crashed = false;
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

inline AppRun runApp(const QStringList& arguments, const QProcessEnvironment& env, int timeoutMs = 120000)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(DTRIAGE_APP_BINARY), arguments);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitCode(), process.exitStatus() != QProcess::NormalExit, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

}  // namespace dtriage::testing
