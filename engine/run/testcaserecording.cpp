#include "run/testcaserecording.h"

#include <cstring>
#include <utility>
#include <vector>

namespace dtriage {
namespace {

constexpr char kStart = 'S';
constexpr char kEnd = 'E';
constexpr char kText = 'T';
const std::string_view kTestcase = "testcase";

// A length or a count as it was written (native order: a recording never leaves its process).
quint32 lengthAt(const char* at)
{
    quint32 length = 0;
    std::memcpy(&length, at, sizeof length);
    return length;
}

}  // namespace

// Each piece its length, its bytes and a NUL: no two lists of events share their bytes.
void TestcaseRecording::put(std::string_view bytes)
{
    const quint32 length = quint32(bytes.size());
    m_events.append(reinterpret_cast<const char*>(&length), sizeof length);
    m_events.append(bytes);
    m_events.push_back('\0');  // a C string again on replay, as a reader's attributes are
}

void TestcaseRecording::startEvent(std::string_view name, const char** attributes, bool first)
{
    const auto isTime = [first](const char* attribute) { return first && std::strcmp(attribute, "time") == 0; };
    quint32 count = 0;
    for (const char** a = attributes; a && a[0]; a += 2)
        count += !isTime(a[0]);
    m_events.push_back(kStart);
    put(name);
    m_events.append(reinterpret_cast<const char*>(&count), sizeof count);
    for (const char** a = attributes; a && a[0]; a += 2) {
        if (isTime(a[0])) {
            m_time = a[1];
            m_hasTime = true;
            continue;
        }
        put(a[0]);
        put(a[1]);
    }
}

void TestcaseRecording::begin(const char** attributes)
{
    clear();
    startEvent(kTestcase, attributes, true);
}

void TestcaseRecording::start(std::string_view name, const char** attributes)
{
    startEvent(name, attributes, false);
}

void TestcaseRecording::end(std::string_view name)
{
    m_events.push_back(kEnd);
    put(name);
}

void TestcaseRecording::text(std::string_view chars)
{
    m_events.push_back(kText);
    put(chars);
}

void TestcaseRecording::clear()
{
    m_events.clear();
    m_time.clear();
    m_hasTime = false;
}

void TestcaseRecording::replay(XmlEvents::Handler& handler) const
{
    const char* at = m_events.data();
    const char* const stop = at + m_events.size();
    const auto take = [&at] {
        const quint32 length = lengthAt(at);
        const std::string_view bytes(at + sizeof length, length);
        at += sizeof length + length + 1;
        return bytes;
    };
    std::vector<const char*> attributes;
    bool first = true;
    while (at < stop) {
        const char kind = *at++;
        const std::string_view name = take();
        if (kind == kText) {
            handler.text(name);
        } else if (kind == kEnd) {
            handler.end(name);
        } else {
            attributes.clear();
            const quint32 count = lengthAt(at);
            at += sizeof count;
            for (quint32 i = 0; i < 2 * count; ++i)
                attributes.push_back(take().data());
            if (std::exchange(first, false) && m_hasTime) {
                attributes.push_back("time");
                attributes.push_back(m_time.c_str());
            }
            attributes.push_back(nullptr);
            handler.start(name, attributes.data());
        }
    }
}

}  // namespace dtriage
