#pragma once
// A failure's body, output or property value as JUnitReader keeps it: the head and
// the tail of a long text, at most JUnitReader::kMaxTextChars (pytest's "E   " lines
// sit at the end of a traceback, the test's own context at the start).
#include "run/junitreader.h"

#include <QString>
#include <QStringView>

namespace dtriage {

class BoundedText {
public:
    void append(QStringView chunk);
    bool isCut() const { return m_total > kHead + kTail; }
    // The text, or its head, a line saying how much was left out, and its tail.
    QString text() const;

private:
    static constexpr qsizetype kHead = JUnitReader::kMaxTextChars / 4;
    static constexpr qsizetype kTail = JUnitReader::kMaxTextChars - kHead;
    QString m_head;
    QString m_tail;
    qsizetype m_total = 0;
};

}  // namespace dtriage
