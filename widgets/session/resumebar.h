#pragma once
// "N triage sessions did not finish": closing the window (or a crash) mid-triage
// leaves each session's record on disk; opening the checkout again offers them
// here, to resume or dismiss.
#include "session/recordfile.h"

#include <QList>
#include <QWidget>

class QLabel;

namespace dtriage {

class ElidedLabel;

class ResumeBar : public QWidget {
    Q_OBJECT
public:
    explicit ResumeBar(QWidget* parent = nullptr);

    // Shown when `unfinished` has any; hidden (and forgotten) when empty.
    void offer(const QList<RecordFile::Saved>& unfinished);
    void clear() { offer({}); }
    const QList<RecordFile::Saved>& unfinished() const { return m_unfinished; }
    // The offered records, handed over once: the bar hides and forgets them.
    QList<RecordFile::Saved> take();

Q_SIGNALS:
    void resumeClicked();

private:
    QList<RecordFile::Saved> m_unfinished;
    ElidedLabel* m_label = nullptr;
};

}  // namespace dtriage
