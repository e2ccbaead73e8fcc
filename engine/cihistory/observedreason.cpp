#include "cihistory/observedreason.h"

#include "families/families.h"
#include "yamlplan/failuresignature.h"
#include "yamlplan/reasontext.h"

#include <QHash>
#include <QPair>

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

bool agreesUncached(const QString& yamlReason, const QString& observed)
{
    const QString reason = ReasonText::oneLine(yamlReason).trimmed();
    const QString seen = ReasonText::oneLine(observed).trimmed();
    if (reason.isEmpty() || seen.isEmpty())
        return false;
    if (sameLine(reason, seen))
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
