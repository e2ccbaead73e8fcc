#pragma once
// The stand-in `gh` (tests/data/ci/gh) as a fixture: a state folder with the
// scenario it plays, the calls it recorded, the artifacts it "downloads", and its
// folder first on PATH, as a real gh would be found. Header-only: every test is
// its own executable.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QtTest/QTest>

namespace dtriage::testing {

class StandInGh {
public:
    static QString workflowCopy() { return QStringLiteral(DTRIAGE_TEST_DATA_DIR "/tt-xla-ci/manual-test-single.yml"); }
    static QString program() { return QStringLiteral(DTRIAGE_TEST_DATA_DIR "/ci/gh"); }

    // A scenario that goes well: logged in as alice, the dispatch accepted by the
    // workflow as tt-xla has it, run 4242 queued, running, then completed with
    // `conclusion`, and two parallel groups' test reports (plus a perf artifact the
    // download must leave alone).
    static QJsonObject goodScenario(const QString& conclusion = QStringLiteral("success"))
    {
        return {{QStringLiteral("login"), QStringLiteral("alice")},
                {QStringLiteral("dispatch"), QStringLiteral("ok")},
                {QStringLiteral("workflow"), workflowCopy()},
                {QStringLiteral("run_id"), 4242},
                {QStringLiteral("statuses"), QJsonArray{QStringLiteral("queued"), QStringLiteral("in_progress"),
                                                        QStringLiteral("completed")}},
                {QStringLiteral("conclusion"), conclusion},
                {QStringLiteral("jobs"), 3}};
    }

    explicit StandInGh(const QString& root) : m_root(root)
    {
        QDir().mkpath(state());
        QDir().mkpath(binDir());
        QFile::remove(binDir() + QStringLiteral("/gh"));
        QFile::link(program(), binDir() + QStringLiteral("/gh"));
        m_oldPath = qgetenv("PATH");
        m_oldState = qgetenv("DTRIAGE_GH_STATE");
        qputenv("PATH", QFile::encodeName(binDir()) + ':' + m_oldPath);
        qputenv("DTRIAGE_GH_STATE", QFile::encodeName(state()));
    }
    ~StandInGh()
    {
        qputenv("PATH", m_oldPath);
        qputenv("DTRIAGE_GH_STATE", m_oldState);
    }
    StandInGh(const StandInGh&) = delete;
    StandInGh& operator=(const StandInGh&) = delete;

    QString state() const { return m_root + QStringLiteral("/state"); }
    QString binDir() const { return m_root + QStringLiteral("/bin"); }
    QString artifacts() const { return m_root + QStringLiteral("/artifacts"); }

    // Writes the scenario; with reports, artifacts as call-test.yml uploads them:
    // test-reports-<hash>-<attempt>.<group>-<runner>-<mark>-<id>/report_<id>.xml.
    void play(QJsonObject scenario, const QStringList& reports = {}) const
    {
        QDir(artifacts()).removeRecursively();
        QFile::remove(state() + QStringLiteral("/state.json"));
        QFile::remove(state() + QStringLiteral("/calls.jsonl"));
        if (!reports.isEmpty() || scenario.value(QStringLiteral("artifacts")).toBool(false)) {
            for (int group = 0; group < reports.size(); ++group) {
                const QString id = QString::number(9000 + group);
                const QString folder = artifacts() + QStringLiteral("/test-reports-4d2a-1.%1-n150--%2").arg(group).arg(id);
                QDir().mkpath(folder);
                QFile::copy(reports[group], folder + QStringLiteral("/report_%1.xml").arg(id));
            }
            const QString perf = artifacts() + QStringLiteral("/perf-reports-4d2a-1.0-n150--9000");
            QDir().mkpath(perf);
            QFile log(perf + QStringLiteral("/benchmark.json"));
            QVERIFY(log.open(QIODevice::WriteOnly));
            log.write("{}");
            scenario.insert(QStringLiteral("artifacts"), artifacts());
        }
        QFile file(state() + QStringLiteral("/scenario.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(scenario).toJson());
    }

    // Every call's arguments, in order.
    QList<QStringList> calls() const
    {
        QList<QStringList> calls;
        QFile file(state() + QStringLiteral("/calls.jsonl"));
        if (!file.open(QIODevice::ReadOnly))
            return calls;
        for (const QByteArray& line : file.readAll().split('\n')) {
            if (line.trimmed().isEmpty())
                continue;
            QStringList args;
            for (const QJsonValue& arg : QJsonDocument::fromJson(line).array())
                args << arg.toString();
            calls << args;
        }
        return calls;
    }
    // The artifacts API's calls whose path holds `part` ("/actions/runs/4242/artifacts",
    // "/zip"): RunArtifacts's listing and downloads.
    QList<QStringList> apiCalls(const QString& part) const
    {
        QList<QStringList> found;
        for (const QStringList& call : calls())
            if (call.value(0) == u"api" && call.value(1).startsWith(u"repos/") && call.value(1).contains(part))
                found << call;
        return found;
    }
    // The calls of one verb ("workflow run", "run view", …).
    QList<QStringList> calls(const QString& verb) const
    {
        QList<QStringList> found;
        for (const QStringList& call : calls())
            if (call.mid(0, 2).join(u' ') == verb)
                found << call;
        return found;
    }

private:
    QString m_root;
    QByteArray m_oldPath;
    QByteArray m_oldState;
};

}  // namespace dtriage::testing
