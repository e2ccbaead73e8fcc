#pragma once
// The command line's echo of what children print (a session's log lines on
// stderr): capped as the log file is (CappedLog's head), so a child that prints
// 629 MB does not put 629 MB on the terminal. Past the cap one line says so and
// where the whole is; every line escaped (TerminalText).
#include <QString>
#include <QTextStream>

namespace dtriage {

class LineEcho {
public:
    explicit LineEcho(QTextStream& err, qint64 capBytes);
    // `line` of a session (`prefix` "[key] " for a batch's), while within the cap.
    void echo(const QString& line, const QString& prefix = {});

private:
    QTextStream& m_err;
    qint64 m_capBytes;
    qint64 m_written = 0;  // bytes as written (UTF-8)
};

}  // namespace dtriage
