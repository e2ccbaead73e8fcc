#pragma once
// The report as a document model (headings, paragraphs, bullet lists, tables,
// diffs of spans of plain, code and strong text): ReportContent builds it from
// the records and HistoryReport from a CI history; MarkdownRenderer, HtmlRenderer
// and PlainTextRenderer render it, so the exports and the verbs' text never say
// different things.
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace dtriage::report {

struct Span {
    enum class Style { Plain, Code, Strong, Link };
    QString text;
    Style style = Style::Plain;
    // Link: the address, only ever one the workbench built (RunPage), never text
    // read from outside; the text shown is escaped as plain text is.
    QString href;
};
using Inline = QList<Span>;

inline Span plain(const QString& text)
{
    return {text, Span::Style::Plain, {}};
}

inline Span code(const QString& text)
{
    return {text, Span::Style::Code, {}};
}

inline Span strong(const QString& text)
{
    return {text, Span::Style::Strong, {}};
}

inline Span link(const QString& text, const QString& href)
{
    return {text, Span::Style::Link, href};
}

struct Block {
    enum class Kind { Heading, Paragraph, Bullets, Table, Diff, Commands, Tasks };
    Kind kind = Kind::Paragraph;
    int level = 0;              // Heading; Bullets: how deep the list is nested (0: not)
    QList<Inline> items;        // Heading and Paragraph: one; Bullets and Tasks: one per item
    QList<QList<Inline>> rows;  // Table: the header row first
    QString text;               // Diff, Commands (shell lines, one a line)
};
using Document = QList<Block>;

inline Block heading(int level, const Inline& text)
{
    return {Block::Kind::Heading, level, {text}, {}, {}};
}

inline Block paragraph(const Inline& text)
{
    return {Block::Kind::Paragraph, 0, {text}, {}, {}};
}

inline Block bullets(const QList<Inline>& items, int level = 0)
{
    return {Block::Kind::Bullets, level, items, {}, {}};
}

// A task list: each item an unchecked box the reader ticks ("- [ ] Tested on branch:").
inline Block tasks(const QList<Inline>& items)
{
    return {Block::Kind::Tasks, 0, items, {}, {}};
}

inline Block table(const QList<QList<Inline>>& rows)
{
    return {Block::Kind::Table, 0, {}, rows, {}};
}

inline Block diff(const QString& text)
{
    return {Block::Kind::Diff, 0, {}, {}, text};
}

inline Block commands(const QStringList& lines)
{
    return {Block::Kind::Commands, 0, {}, {}, lines.join(u'\n') + u'\n'};
}

// Inline text is one line; a reason with a newline must not break a table row.
// Spaces at the ends stay: spans are concatenated.
inline QString oneLine(const QString& text)
{
    static const QRegularExpression lineBreak(QStringLiteral(R"(\s*[\r\n]+\s*|\t)"));
    QString line = text;
    return line.replace(lineBreak, QStringLiteral(" "));
}

}  // namespace dtriage::report
