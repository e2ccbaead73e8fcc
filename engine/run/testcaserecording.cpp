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

bool TestcaseRecording::startEvent(std::string_view name, const char** attributes, bool first)
{
    const auto isTime = [first](const char* attribute) { return first && std::strcmp(attribute, "time") == 0; };
    constexpr qsizetype kPiece = sizeof(quint32) + 1;  // a piece's length and its NUL
    quint32 count = 0;
    qsizetype bytes = 1 + kPiece + qsizetype(name.size()) + qsizetype(sizeof count);
    for (const char** a = attributes; a && a[0]; a += 2) {
        if (isTime(a[0]))
            continue;
        ++count;
        bytes += 2 * kPiece + qsizetype(std::strlen(a[0]) + std::strlen(a[1]));
    }
    if (!takes(bytes))
        return false;
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
    return true;
}

bool TestcaseRecording::begin(const char** attributes)
{
    clear();
    return startEvent(kTestcase, attributes, true);
}

bool TestcaseRecording::start(std::string_view name, const char** attributes)
{
    return startEvent(name, attributes, false);
}

bool TestcaseRecording::end(std::string_view name)
{
    return piece(kEnd, name);
}

bool TestcaseRecording::text(std::string_view chars)
{
    return piece(kText, chars);
}

bool TestcaseRecording::piece(char kind, std::string_view bytes)
{
    if (!takes(1 + sizeof(quint32) + 1 + qsizetype(bytes.size())))
        return false;
    m_events.push_back(kind);
    put(bytes);
    return true;
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
