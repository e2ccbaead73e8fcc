#pragma once
// A child's log file that keeps the first kHeadBytes and the last kTailBytes of
// what is written to it, with a line saying how much was left out between them:
// 400 MB of output make a log of 20 MB, not 400 (docs/data.md, "Logs"). The head goes
// to the file as it arrives (the live view, unbuffered); the tail is held in
// memory until close(). Every child log goes through one: a Job's and a warm
// worker's probe log alike.
#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QString>

#include <memory>

namespace dtriage {

class CappedLog {
    Q_DECLARE_TR_FUNCTIONS(CappedLog)
public:
    static constexpr qint64 kHeadBytes = 16 * 1024 * 1024;
    static constexpr qint64 kTailBytes = 4 * 1024 * 1024;

    CappedLog() = default;
    ~CappedLog() { close(); }
    CappedLog(const CappedLog&) = delete;
    CappedLog& operator=(const CappedLog&) = delete;

    // Creates (truncates) the file at `path`, its folder too; an empty string on
    // success, else what went wrong. A log that cannot be opened takes nothing.
    QString open(const QString& path);
    bool isOpen() const { return m_file != nullptr; }
    void write(const QByteArray& bytes);
    // Writes the note and the kept tail, and closes the file.
    void close();

private:
    std::unique_ptr<QFile> m_file;
    qint64 m_logged = 0;   // bytes in the file's head
    QByteArray m_tail;     // past the head: the last kTailBytes
    qint64 m_elided = 0;   // bytes left out between head and tail
};

}  // namespace dtriage
