#pragma once
// What a child may do with its output besides run out of time (JobSpec's
// idleTimeoutMs, maxStdoutBytes): stay silent no longer than the idle bound (bytes
// on a pipe, or its stdout file growing, count as heard), print no more to stdout
// than what is read back may hold. A `gh run list` that never stopped printing
// was held whole (16.8 GB, then std::bad_alloc); an artifact download that never
// answered waited for ever. Job asks it and stops the child with its words.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QString>

namespace dtriage {

class OutputWatch {
    Q_DECLARE_TR_FUNCTIONS(OutputWatch)
public:
    OutputWatch() = default;
    OutputWatch(qint64 idleMs, qint64 maxStdoutBytes, QString stdoutPath);

    bool watchesSilence() const { return m_idleMs > 0; }
    // How often silentTooLong() is worth asking.
    int pollIntervalMs() const;
    // Bytes arrived on stdout (or stderr: `stdout` false).
    void heard(qint64 bytes, bool stdout);
    // Whether stdout has passed its bound.
    bool overLimit() const { return m_maxStdoutBytes > 0 && m_stdoutBytes > m_maxStdoutBytes; }
    // Whether nothing was heard for longer than the idle bound; the stdout file's
    // growth is heard here.
    bool silentTooLong();
    // "no output for 60 s", "printed more than 64 MB to stdout"; translated.
    QString silenceText() const;
    QString overLimitText() const;
    // "60", "1.5": a time in seconds as the messages say it ("timed out after 60 s").
    static QString secondsText(qint64 ms);

private:
    qint64 m_idleMs = 0;
    qint64 m_maxStdoutBytes = 0;
    QString m_stdoutPath;
    qint64 m_fileSize = 0;
    qint64 m_stdoutBytes = 0;
    QElapsedTimer m_lastHeard;
};

}  // namespace dtriage
