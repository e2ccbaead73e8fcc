#include "lineecho.h"

#include "core/terminaltext.h"

#include <QCoreApplication>
#include <QLocale>

namespace dtriage {

LineEcho::LineEcho(QTextStream& err, qint64 capBytes) : m_err(err), m_capBytes(capBytes) {}

void LineEcho::echo(const QString& line, const QString& prefix)
{
    if (m_written > m_capBytes) {
        m_dropped += line.size();
        return;
    }
    const QString shown = TerminalText::escaped(prefix) + TerminalText::escaped(line);
    m_written += shown.size() + 1;
    m_err << shown << '\n';
    if (m_written > m_capBytes)
        m_err << QCoreApplication::translate("LineEcho", "dtype-triage: more than %1 of output echoed; the rest is in the "
                                                         "session logs only")
                     .arg(QLocale::c().formattedDataSize(m_capBytes, 0, QLocale::DataSizeTraditionalFormat))
              << '\n';
    m_err.flush();
}

}  // namespace dtriage
