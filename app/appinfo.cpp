#include "appinfo.h"

#include "home/datahome.h"

namespace dtriage {

QString AppInfo::versionText()
{
    return tr("%1 (Qt %2, highlighting: %3)")
        .arg(QStringLiteral(DTRIAGE_VERSION), QString::fromLatin1(qVersion()), QStringLiteral(DTRIAGE_HIGHLIGHTER));
}

QString AppInfo::aboutText(const QString& python)
{
    return tr("<h3>dtype-triage %1</h3>"
              "<p>Triages tt-xla training tests that fail before TT compilation: reproduces them on CPU, "
              "proposes the minimal loader fix and the YAML update, runs pytest, writes nothing you have not "
              "approved.</p>"
              "<table>"
              "<tr><td>Qt</td><td>%2</td></tr>"
              "<tr><td>Python</td><td>%3</td></tr>"
              "<tr><td>Highlighting</td><td>%4</td></tr>"
              "<tr><td>Data folder</td><td>%5</td></tr>"
              "</table>")
        .arg(QStringLiteral(DTRIAGE_VERSION), QString::fromLatin1(qVersion()),
             python.isEmpty() ? tr("none found yet") : python.toHtmlEscaped(), QStringLiteral(DTRIAGE_HIGHLIGHTER),
             DataHome::dataDir().toHtmlEscaped());
}

}  // namespace dtriage
