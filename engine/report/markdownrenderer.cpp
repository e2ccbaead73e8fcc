#include "report/markdownrenderer.h"

#include <QRegularExpression>
#include <QUrl>

namespace dtriage {

using namespace report;

namespace {

QString escapeMarkdown(const QString& text)
{
    static const QString special = QStringLiteral("\\`*_[]<>|&~");
    QString out;
    out.reserve(text.size());
    for (QChar c : oneLine(text)) {
        if (special.contains(c))
            out.append(u'\\');
        out.append(c);
    }
    // GitHub makes a link of a bare "https://…" or "www.…" in text: outside text
    // (a reason, a run's conclusion) links nowhere. Escaped, it shows as written.
    static const QRegularExpression www(QStringLiteral(R"((?<![\w.])([Ww][Ww][Ww])\.)"));
    out.replace(QStringLiteral("://"), QStringLiteral(R"(:\/\/)"));
    out.replace(www, QStringLiteral(R"(\1\.)"));
    return out;
}

qsizetype longestBacktickRun(const QString& text)
{
    qsizetype longest = 0;
    qsizetype run = 0;
    for (QChar c : text) {
        run = c == u'`' ? run + 1 : 0;
        longest = qMax(longest, run);
    }
    return longest;
}

// A code span whose fence is longer than any backtick run inside (CommonMark), so
// reasons that quote `code` themselves stay verbatim.
QString codeSpan(const QString& text, bool inTable)
{
    QString body = oneLine(text).trimmed();
    if (inTable)
        body.replace(u'|', QStringLiteral("\\|"));  // GFM splits cells before code spans
    const QString fence(longestBacktickRun(body) + 1, u'`');
    const bool pad = body.startsWith(u'`') || body.endsWith(u'`');
    return pad ? fence + u' ' + body + u' ' + fence : fence + body + fence;
}

QString markdownInline(const Inline& spans, bool inTable = false)
{
    QString out;
    for (const Span& span : spans) {
        switch (span.style) {
        case Span::Style::Plain:
            out += escapeMarkdown(span.text);
            break;
        case Span::Style::Code:
            out += codeSpan(span.text, inTable);
            break;
        case Span::Style::Strong:
            out += QStringLiteral("**") + escapeMarkdown(span.text) + QStringLiteral("**");
            break;
        case Span::Style::Link:
            // The address is the workbench's own; encoded all the same, so that no
            // character in it can end the link early.
            out += u'[' + escapeMarkdown(span.text) + QStringLiteral("](")
                 + QString::fromLatin1(QUrl(span.href).toEncoded(QUrl::FullyEncoded)).replace(u'(', QStringLiteral("%28"))
                       .replace(u')', QStringLiteral("%29"))
                 + u')';
            break;
        }
    }
    return out;
}


QString markdownTable(const QList<QList<Inline>>& rows)
{
    if (rows.isEmpty())
        return {};
    QStringList lines{MarkdownRenderer::row(rows.first())};
    lines.append(QStringLiteral("|") + QStringLiteral(" --- |").repeated(rows.first().size()));
    for (qsizetype i = 1; i < rows.size(); ++i)
        lines.append(MarkdownRenderer::row(rows[i]));
    return lines.join(u'\n') + u'\n';
}


// A fenced block of `language` ("diff", "sh"), its fence longer than any backtick run inside.
QString markdownFenced(const QString& language, const QString& text)
{
    const QString fence(qMax<qsizetype>(3, longestBacktickRun(text) + 1), u'`');
    return fence + language + u'\n' + MarkdownRenderer::withFinalNewline(text) + fence + u'\n';
}

QString markdownBlock(const Block& block)
{
    switch (block.kind) {
    case Block::Kind::Heading:
        return QString(block.level, u'#') + u' ' + markdownInline(block.items.value(0)) + u'\n';
    case Block::Kind::Paragraph:
        return markdownInline(block.items.value(0)) + u'\n';
    case Block::Kind::Bullets: {
        QString out;
        for (const Inline& item : block.items)
            out += QString(2 * block.level, u' ') + QStringLiteral("- ") + markdownInline(item) + u'\n';
        return out;
    }
    case Block::Kind::Tasks: {
        QString out;
        for (const Inline& item : block.items)
            out += QStringLiteral("- [ ] ") + markdownInline(item) + u'\n';
        return out;
    }
    case Block::Kind::Table:
        return markdownTable(block.rows);
    case Block::Kind::Diff:
        return markdownFenced(QStringLiteral("diff"), block.text);
    case Block::Kind::Commands:
        return markdownFenced(QStringLiteral("sh"), block.text);
    }
    return {};
}

}  // namespace

QString MarkdownRenderer::row(const QList<Inline>& cells)
{
    QStringList texts;
    for (const Inline& cell : cells)
        texts.append(markdownInline(cell, true));
    return QStringLiteral("| ") + texts.join(QStringLiteral(" | ")) + QStringLiteral(" |");
}

QString MarkdownRenderer::withFinalNewline(const QString& text)
{
    return text.isEmpty() || text.endsWith(u'\n') ? text : text + u'\n';
}

QString MarkdownRenderer::render(const Document& document)
{
    QStringList blocks;
    for (const Block& block : document)
        blocks.append(markdownBlock(block));
    return blocks.join(u'\n');
}

}  // namespace dtriage
