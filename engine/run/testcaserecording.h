#pragma once
// One <testcase> element's XML events, kept as bytes: what identifies the testcase
// to a ReadingMemo (a CI history reads the same testcase, event for event, run after
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
    // What a recording holds at most: a testcase larger than this (a long log in its
    // <system-out>) is read as it comes, its text bounded (BoundedText), not kept
    // whole here. Realistic testcases are a few kilobytes.
    static constexpr qsizetype kMaxBytes = 128 * 1024;

    // Each false, recording nothing, when the event would take the recording past
    // kMaxBytes. begin(): the testcase's own start, the first event of a recording.
    bool begin(const char** attributes);
    bool start(std::string_view name, const char** attributes);
    bool end(std::string_view name);
    bool text(std::string_view chars);
    void clear();

    bool isEmpty() const { return m_events.empty(); }
    // Every event but the testcase's time, each with its lengths: two recordings
    // are equal only when their events are.
    QByteArrayView events() const { return QByteArrayView(m_events.data(), qsizetype(m_events.size())); }
    // The testcase's time attribute, nullptr when it has none.
    const char* time() const { return m_hasTime ? m_time.c_str() : nullptr; }
    // The events in order, the time back as the testcase's last attribute.
    void replay(XmlEvents::Handler& handler) const;

private:
    bool startEvent(std::string_view name, const char** attributes, bool first);
    void put(std::string_view bytes);
    bool piece(char kind, std::string_view bytes);  // an end or a text
    bool takes(qsizetype bytes) const { return qsizetype(m_events.size()) + bytes <= kMaxBytes; }

    std::string m_events;  // cleared, not freed: one buffer for every testcase of a report
    std::string m_time;
    bool m_hasTime = false;
};

}  // namespace dtriage
