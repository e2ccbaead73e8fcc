#include "lineecho.h"

#include "core/boundedfile.h"
#include "core/terminaltext.h"

#include <QCoreApplication>

namespace dtriage {

LineEcho::LineEcho(QTextStream& err, qint64 capBytes) : m_err(err), m_capBytes(capBytes) {}

void LineEcho::echo(const QString& line, const QString& prefix)
{
    if (m_written > m_capBytes)
        return;
    const QString shown = TerminalText::escaped(prefix) + TerminalText::escaped(line);
    m_written += shown.toUtf8().size() + 1;
    m_err << shown << '\n';
    if (m_written > m_capBytes)
        m_err << QCoreApplication::translate("LineEcho", "dtype-triage: more than %1 of output echoed; the rest is in the "
                                                         "session logs only")
                     .arg(BoundedFile::sizeText(m_capBytes))
              << '\n';
    m_err.flush();
}

}  // namespace dtriage
