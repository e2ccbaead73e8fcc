#pragma once
// One <testcase> element's XML events, kept as bytes: what identifies the testcase
// to a ReadingMemo (a CI history reads the same testcase, byte for byte, run after
// run: issue 50), and what is handed on to a reader when the memo has not read it.
// The testcase's `time` attribute, which differs in every run and says nothing of
// the outcome, is kept apart: not in events(), handed back on replay.
#include "run/xmlevents.h"

#include <QByteArray>
#include <QByteArrayView>

#include <string>
#include <string_view>

namespace dtriage {

class TestcaseRecording {
public:
    // The testcase's own start: the first event of a recording.
    void begin(const char** attributes);
    void start(std::string_view name, const char** attributes);
    void end(std::string_view name);
    void text(std::string_view chars);
    void clear();

    bool isEmpty() const { return m_events.empty(); }
    // Every event but the testcase's time, each with its lengths: two recordings
    // are equal only when their events are.
    QByteArrayView events() const { return QByteArrayView(m_events.data(), qsizetype(m_events.size())); }
    // The testcase's time attribute, nullptr when it has none.
    const char* time() const { return m_hasTime ? m_time.c_str() : nullptr; }
    // The events in order, the time back among the testcase's attributes.
    void replay(XmlEvents::Handler& handler) const;

private:
    void startEvent(std::string_view name, const char** attributes, bool first);
    void put(std::string_view bytes);

    std::string m_events;  // cleared, not freed: one buffer for every testcase of a report
    std::string m_time;
    bool m_hasTime = false;
};

}  // namespace dtriage
