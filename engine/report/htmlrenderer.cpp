#include "report/htmlrenderer.h"

#include <QUrl>

namespace dtriage {

using namespace report;

namespace {

QString escapeHtml(const QString& text)
{
    return text.toHtmlEscaped();  // & < > "
}

QString htmlInline(const Inline& spans)
{
    QString out;
    for (const Span& span : spans) {
        const QString line = oneLine(span.text);
        const QString text = escapeHtml(span.style == Span::Style::Code ? line.trimmed() : line);
        switch (span.style) {
        case Span::Style::Plain:
            out += text;
            break;
        case Span::Style::Code:
            out += QStringLiteral("<code>") + text + QStringLiteral("</code>");
            break;
        case Span::Style::Strong:
            out += QStringLiteral("<strong>") + text + QStringLiteral("</strong>");
            break;
        case Span::Style::Link:
            out += QStringLiteral("<a href=\"%1\">%2</a>")
                       .arg(escapeHtml(QString::fromLatin1(QUrl(span.href).toEncoded(QUrl::FullyEncoded))), text);
            break;
        }
    }
    return out;
}

QString htmlRow(const QList<Inline>& cells, const char* tag)
{
    QString out = QStringLiteral("<tr>");
    for (const Inline& cell : cells)
        out += QStringLiteral("<%1>%2</%1>").arg(QLatin1StringView(tag), htmlInline(cell));
    return out + QStringLiteral("</tr>\n");
}

QString htmlTable(const QList<QList<Inline>>& rows)
{
    if (rows.isEmpty())
        return {};
    QString out = QStringLiteral("<table>\n<thead>") + htmlRow(rows.first(), "th")
                  + QStringLiteral("</thead>\n<tbody>\n");
    for (qsizetype i = 1; i < rows.size(); ++i)
        out += htmlRow(rows[i], "td");
    return out + QStringLiteral("</tbody>\n</table>\n");
}

QString diffLineClass(const QString& line)
{
    if (line.startsWith(QStringLiteral("+++")) || line.startsWith(QStringLiteral("---")))
        return QStringLiteral("meta");
    if (line.startsWith(QStringLiteral("@@")))
        return QStringLiteral("hunk");
    if (line.startsWith(u'+'))
        return QStringLiteral("add");
    if (line.startsWith(u'-'))
        return QStringLiteral("del");
    return QStringLiteral("ctx");
}

QString htmlDiff(const QString& text)
{
    QString out = QStringLiteral("<pre class=\"diff\"><code>");
    QStringList lines = text.split(u'\n');
    if (text.endsWith(u'\n'))
        lines.removeLast();
    for (const QString& line : lines) {
        out += QStringLiteral("<span class=\"%1\">%2</span>\n")
                   .arg(diffLineClass(line), escapeHtml(line));
    }
    return out + QStringLiteral("</code></pre>\n");
}

QString htmlBlock(const Block& block)
{
    switch (block.kind) {
    case Block::Kind::Heading:
        return QStringLiteral("<h%1>%2</h%1>\n").arg(block.level).arg(htmlInline(block.items.value(0)));
    case Block::Kind::Paragraph:
        return QStringLiteral("<p>%1</p>\n").arg(htmlInline(block.items.value(0)));
    case Block::Kind::Bullets: {
        QString out = block.level > 0 ? QStringLiteral("<ul style=\"margin-left: %1em\">\n").arg(2 * block.level)
                                      : QStringLiteral("<ul>\n");
        for (const Inline& item : block.items)
            out += QStringLiteral("<li>%1</li>\n").arg(htmlInline(item));
        return out + QStringLiteral("</ul>\n");
    }
    case Block::Kind::Tasks: {
        QString out = QStringLiteral("<ul class=\"tasks\">\n");
        for (const Inline& item : block.items)
            out += QStringLiteral("<li>\u2610 %1</li>\n").arg(htmlInline(item));
        return out + QStringLiteral("</ul>\n");
    }
    case Block::Kind::Table:
        return htmlTable(block.rows);
    case Block::Kind::Diff:
        return htmlDiff(block.text);
    case Block::Kind::Commands:
        return QStringLiteral("<pre class=\"commands\"><code>%1</code></pre>\n").arg(escapeHtml(block.text));
    }
    return {};
}

const char* const kStyle = R"(
body { font: 15px/1.5 system-ui, sans-serif; max-width: 72rem; margin: 2rem auto; padding: 0 1rem; color: #1f2328; background: #fff; }
code, pre { font-family: ui-monospace, monospace; font-size: 13px; }
code { background: #f0f1f3; padding: 0 .25em; border-radius: 3px; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #d0d7de; padding: .3em .6em; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
pre.diff, pre.commands { background: #f6f8fa; padding: .75em; overflow-x: auto; }
pre.diff code, pre.commands code { background: none; padding: 0; }
.add { color: #116329; background: #e6ffec; } .del { color: #82071e; background: #ffebe9; }
.hunk { color: #8250df; } .meta { font-weight: bold; }
@media (prefers-color-scheme: dark) {
  body { color: #e6edf3; background: #0d1117; } code, th, pre.diff, pre.commands { background: #161b22; }
  th, td { border-color: #30363d; } .add { color: #7ee787; background: #033a16; }
  .del { color: #ffa198; background: #67060c; }
}
)";

}  // namespace

QString HtmlRenderer::render(const Document& document, const QString& title)
{
    QString out = QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                  + QStringLiteral("<title>%1</title>\n").arg(escapeHtml(title))
                  + QStringLiteral("<style>%1</style>\n</head>\n<body>\n").arg(QLatin1StringView(kStyle));
    for (const Block& block : document)
        out += htmlBlock(block);
    return out + QStringLiteral("</body>\n</html>\n");
}

}  // namespace dtriage
