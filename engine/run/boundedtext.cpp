#include "run/boundedtext.h"

namespace dtriage {

void BoundedText::append(QStringView chunk)
{
    m_total += chunk.size();
    const qsizetype room = qMax<qsizetype>(0, kHead - m_head.size());
    m_head.append(chunk.left(room));
    if (chunk.size() > room)
        m_tail.append(chunk.mid(room));
    if (m_tail.size() > 2 * kTail)  // amortised: trim only now and then
        m_tail = m_tail.right(kTail);
}

QString BoundedText::text() const
{
    if (!isCut())
        return m_head + m_tail;
    const qsizetype left = m_total - kHead - kTail;
    return m_head + JUnitReader::tr("\n[… %n characters left out …]\n", nullptr, int(left)) + m_tail.right(kTail);
}

}  // namespace dtriage
