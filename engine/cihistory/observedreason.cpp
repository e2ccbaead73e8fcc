#include "cihistory/observedreason.h"

#include "families/families.h"
#include "yamlplan/failuresignature.h"
#include "yamlplan/reasontext.h"

#include <QHash>
#include <QPair>
#include <QRegularExpression>

namespace dtriage {
namespace {

constexpr qsizetype kShortestPrefix = 12;

// The line past its exception type: "ValueError: x" → "x".
QString body(const QString& line)
{
    const QString type = ReasonText::exceptionType(line);
    const qsizetype at = ReasonText::exceptionTypeStart(line);
    if (type.isEmpty() || at < 0)
        return line;
    return line.mid(at + type.size() + 1).trimmed();
}

bool startsWithLong(const QString& longer, const QString& shorter)
{
    return shorter.size() >= kShortestPrefix && longer.startsWith(shorter);
}

bool sameLine(const QString& a, const QString& b)
{
    const QString x = body(a), y = body(b);
    return a == b || x == y || startsWithLong(x, y) || startsWithLong(y, x);
}

// The line with what changes from run to run said once: a link (an issue's) gone,
// a path by its file's name, every number standing alone (byte counts, addresses,
// line numbers, ids) as "#". Two reasons of one shape are one reason (issue 50:
// "Out of Memory: ... 104857600 B" and "... 209715200 B" are not re-recorded every
// week). A number inside a word (float32, conv2d) and the number that names what
// failed (a signal, an error code) stay: they say another failure.
QString shape(const QString& line)
{
    static const QRegularExpression link(QStringLiteral(R"([\s(\[-]*\bhttps?://[^\s)\]]+[)\]]?)"));
    static const QRegularExpression path(QStringLiteral(R"((?:[\w.~+-]*/)+([\w.+-]+))"));
    static const QRegularExpression number(QStringLiteral(
        R"((?<![\w.])(?<!signal )(?<!code )(?<!code: )(?:0x[0-9a-fA-F]+|\d+(?:\.\d+)?)(?![\w]))"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression spaces(QStringLiteral(R"(\s+)"));
    static const QRegularExpression trailing(QStringLiteral(R"([\s.;:,-]+$)"));
    QString out = line;
    out.remove(link).replace(path, QStringLiteral("\\1")).replace(number, QStringLiteral("#"));
    return out.replace(spaces, QStringLiteral(" ")).remove(trailing).trimmed();
}

bool agreesUncached(const QString& yamlReason, const QString& observed)
{
    const QString reason = ReasonText::oneLine(yamlReason).trimmed();
    const QString seen = ReasonText::oneLine(observed).trimmed();
    if (reason.isEmpty() || seen.isEmpty())
        return false;
    if (sameLine(reason, seen))
        return true;
    // Shapes agree only whole: "signal #" is no start of "signal # (SIGSEGV)".
    if (const QString a = shape(reason), b = shape(seen); !a.isEmpty() && (a == b || body(a) == body(b)))
        return true;
    for (const FailureFamily* family : Families::all()) {
        const FailureSignature& signature = family->signature();
        if (signature.matches(reason) || signature.matches(seen))
            if (sameLine(signature.canonicalReason(reason), signature.canonicalReason(seen)))
                return true;
    }
    return false;
}

// Many entries share a reason and an error (one op missing on the TT backend fails
// dozens of models): each pair is judged once a thread, the families' patterns
// being the cost.
template <typename T>
class Memo {
public:
    template <typename Judge>
    T operator()(const QString& a, const QString& b, Judge judge)
    {
        const QPair<QString, QString> key{a, b};
        if (const auto it = m_known.constFind(key); it != m_known.constEnd())
            return *it;
        if (m_known.size() > 100000)
            m_known.clear();
        return *m_known.insert(key, judge());
    }

private:
    QHash<QPair<QString, QString>, T> m_known;
};

}  // namespace

bool ObservedReason::agrees(const QString& yamlReason, const QString& observed)
{
    static thread_local Memo<bool> memo;
    return memo(yamlReason, observed, [&] { return agreesUncached(yamlReason, observed); });
}

const FailureFamily* ObservedReason::family(const QString& yamlReason, const QString& observed)
{
    static thread_local Memo<const FailureFamily*> memo;
    return memo(yamlReason, observed, [&]() -> const FailureFamily* {
        const QString text = agrees(yamlReason, observed) ? yamlReason : observed;
        const Result<Families::Gated> gated = Families::gate(text);
        return gated ? gated->family : nullptr;
    });
}

}  // namespace dtriage
