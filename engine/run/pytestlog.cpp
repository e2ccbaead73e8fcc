#include "run/pytestlog.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace dtriage {
namespace {

QStringList splitLines(const QString& text)
{
    QStringList lines = text.split(u'\n');
    for (QString& line : lines) {
        if (line.endsWith(u'\r'))
            line.chop(1);
    }
    return lines;
}

// "____ test_all_models_torch[key] ____" and the "==== short test summary ====" rules.
bool isSectionBoundary(const QString& line)
{
    static const QRegularExpression header(QStringLiteral(R"(^_+ (.*[^_ ].*) _+$)"));
    return line.startsWith(QStringLiteral("===")) || header.match(line).hasMatch();
}

bool mentionsTestNode(QStringView line)
{
    static const QRegularExpression node(QStringLiteral(R"(\btest_\w*\[)"));
    return node.match(line).hasMatch();
}

qsizetype sectionHeader(const QStringList& lines, const QString& bracketed)
{
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].startsWith(u'_') && lines[i].contains(bracketed) && isSectionBoundary(lines[i]))
            return i;
    }
    return -1;
}

qsizetype lastMention(const QStringList& lines, const QString& bracketed)
{
    for (qsizetype i = lines.size() - 1; i >= 0; --i) {
        if (lines[i].contains(bracketed))
            return i;
    }
    return -1;
}

// From `start` up to the next section or another test node's line.
QString sectionFrom(const QStringList& lines, qsizetype start, const QString& bracketed)
{
    qsizetype end = start + 1;
    while (end < lines.size() && !isSectionBoundary(lines[end])
           && !(mentionsTestNode(lines[end]) && !lines[end].contains(bracketed)))
        ++end;
    return lines.mid(start, end - start).join(u'\n');
}

}  // namespace

QString PytestLog::section(const QString& logText, const QString& key)
{
    if (logText.isEmpty() || key.isEmpty())
        return {};
    const QStringList lines = splitLines(logText);
    const QString bracketed = u'[' + key + u']';
    qsizetype start = sectionHeader(lines, bracketed);
    if (start < 0)
        start = lastMention(lines, bracketed);
    if (start >= 0)
        return sectionFrom(lines, start, bracketed);
    const bool namesAnyNode =
        std::any_of(lines.cbegin(), lines.cend(), [](const QString& l) { return mentionsTestNode(l); });
    return namesAnyNode ? QString() : logText;
}

}  // namespace dtriage
