#include "yamlplan/reasontext.h"

#include <QDir>
#include <QRegularExpression>
#include <QStringView>

namespace dtriage {
namespace {

QRegularExpression compiled(const char* pattern)
{
    QRegularExpression re(QString::fromLatin1(pattern));
    re.optimize();  // compile now, once, not on the first match in some worker thread
    Q_ASSERT(re.isValid());
    return re;
}

const QRegularExpression& exceptionTypeRe()
{
    // "RuntimeError:", "torch.OutOfMemoryError:", "TypeError:" — the first one on the line.
    static const QRegularExpression re =
        compiled(R"((?<![\w.])(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception)(?=:))");
    return re;
}

// The first non-blank line that says more than "Error code 13", trimmed. Wrappers
// like "RuntimeError: Bad StatusOr access: INTERNAL: Error code: 13" say no more,
// and neither does an exception raised with an empty message: "RuntimeError:",
// pytest's "E   RuntimeError" or its "tests/runner/test_models.py:10: RuntimeError".
QString firstSpecificLine(const QString& text)
{
    static const QRegularExpression generic =
        compiled(R"(^[\w.: ]*\bError code:?\s*\d+\.?(?:\s+-\s+https?://\S+)?$)");
    static const QRegularExpression bareException = compiled(
        R"(^(?:E\s+)?(?:[\w./-]+:\d+:\s*)?(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Exit|Interrupt):?$)");
    for (QStringView line : QStringView(text).split(u'\n', Qt::SkipEmptyParts)) {
        const QStringView trimmed = line.trimmed();
        if (!trimmed.isEmpty() && !generic.match(trimmed).hasMatch() && !bareException.match(trimmed).hasMatch())
            return trimmed.toString();
    }
    return {};
}

}  // namespace

qsizetype ReasonText::exceptionTypeStart(QStringView line)
{
    const QRegularExpressionMatch m = exceptionTypeRe().match(line);
    return m.hasMatch() ? m.capturedStart() : -1;
}

QString ReasonText::exceptionType(QStringView line)
{
    return exceptionTypeRe().match(line).captured();
}

QString ReasonText::firstSpecificLine(const QString& text)
{
    return dtriage::firstSpecificLine(text);
}

QString ReasonText::oneLine(const QString& text)
{
    for (QStringView line : QStringView(text).split(u'\n', Qt::SkipEmptyParts)) {
        const QStringView trimmed = line.trimmed();
        if (!trimmed.isEmpty())
            return verbatim(trimmed.toString());
    }
    return {};
}

QString ReasonText::keptOrObserved(const QString& current, const QString& observed)
{
    const QString line = verbatim(observed);
    if (line.isEmpty() || !current.startsWith(line))
        return line;
    // Only a link after the whole message: "error: failed" is not "error: failed to ...".
    static const QRegularExpression link(QStringLiteral("^\\s+(?:[-(\\[]\\s*)?\\w+://"));
    const QStringView rest = QStringView(current).mid(line.size());
    return rest.isEmpty() || link.match(rest).hasMatch() ? current : line;
}

QString ReasonText::verbatim(const QString& line)
{
    QString text = line.trimmed();
    QString prefix = QDir::homePath();
    while (prefix.endsWith(u'/'))
        prefix.chop(1);
    // Not "/" (a user without a home); and a line without the home path, nearly every
    // one, is not searched for it (every failure of a month of CI runs passes here).
    if (prefix.isEmpty() || !text.contains(prefix))
        return text;
    // Only the folder itself or a path below it: /home/ann, not /home/anna.
    const QRegularExpression atHome(QRegularExpression::escape(prefix) + QStringLiteral("(?=/|$|[^\\w.-])"));
    text.replace(atHome, QStringLiteral("~"));
    return text;
}

bool ReasonText::isGeneric(const QString& errorText)
{
    return firstSpecificLine(errorText).isEmpty();
}

QString ReasonText::fromExceptionType(const QString& line)
{
    const qsizetype start = exceptionTypeStart(line);
    return (start < 0 ? line : line.mid(start)).trimmed();
}

}  // namespace dtriage
