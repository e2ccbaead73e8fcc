#include "run/readingmemo.h"

#include <QMutexLocker>

namespace dtriage {

namespace {

// Two fixed, unrelated seeds: a key is two hashes no accidental pair of inputs shares.
constexpr size_t kFirstSeed = 0x9e3779b97f4a7c15ULL;
constexpr size_t kSecondSeed = 0xc2b2ae3d27d4eb4fULL;

template <typename Key, typename Text>
void addTo(Key& key, const Text& text)
{
    key.first = qHash(text, key.first ^ kFirstSeed);
    key.second = qHash(text, key.second ^ kSecondSeed);
    key.lengths = key.lengths * 1000003u + quint64(text.size()) + 1;
}

template <typename Value, typename Shards, typename Key>
std::optional<Value> found(Shards& shards, const Key& key)
{
    auto& shard = shards[key.first % shards.size()];
    const QMutexLocker locked(&shard.lock);
    if (const auto it = shard.values.constFind(key); it != shard.values.cend())
        return *it;
    return std::nullopt;
}

// Kept when the shard's budget takes `weight` more (another thread may have kept
// the same reading meanwhile: it is the same value).
template <typename Shards, typename Key, typename Value>
void keep(Shards& shards, const Key& key, const Value& value, qsizetype weight, qsizetype budget)
{
    auto& shard = shards[key.first % shards.size()];
    const QMutexLocker locked(&shard.lock);
    if (shard.weight + weight > budget || shard.values.contains(key))
        return;
    shard.values.insert(key, value);
    shard.weight += weight;
}

template <typename Shards>
qsizetype sizeOf(const Shards& shards)
{
    qsizetype total = 0;
    for (const auto& shard : shards) {
        const QMutexLocker locked(&shard.lock);
        total += shard.values.size();
    }
    return total;
}

// What a kept case weighs, in bytes: its texts, the tags' literal among its
// properties and their parse (the tags memo shares them only while it has room), and
// the case itself, each text and property with its header.
qsizetype weightOf(const JUnitCase& c)
{
    constexpr qsizetype kHeader = 32;  // a QString's or a property's allocation beyond its characters
    qsizetype chars = 0;
    for (const QString* text : {&c.key, &c.nodeId, &c.function, &c.classname, &c.name, &c.errorType, &c.message,
                                &c.errorMessage, &c.text, &c.output, &c.errorLine, &c.note})
        chars += text->size();
    for (const auto& [name, value] : c.properties)
        chars += name.size() + value.size();
    return qsizetype(sizeof(char16_t)) * chars + qsizetype(sizeof(JUnitCase)) + 12 * kHeader
           + 3 * kHeader * c.properties.size() + (c.tags ? c.tags->parsedBytes() : 0);
}

}  // namespace

ReadingMemo::Line ReadingMemo::recallLine(const QList<QString>& texts, const QString& context, bool classify,
                                          const std::function<Line()>& reading)
{
    Key key;
    key.first = key.second = classify ? 1 : 2;
    for (const QString& text : texts)
        addTo(key, text);
    addTo(key, context);
    if (std::optional<Line> kept = found<Line>(m_lines, key))
        return *kept;
    const Line line = reading();
    keep(m_lines, key, line, 1, kShardLines);
    return line;
}

ReadingMemo::Tags ReadingMemo::recallTags(QByteArrayView utf8)
{
    const auto read = [&] {
        Tags tags;
        tags.literal = QString::fromUtf8(utf8);
        tags.tags = RunnerTags::parse(tags.literal);
        return tags;
    };
    if (utf8.size() > kMaxTagsBytes)
        return read();
    Key key;
    addTo(key, utf8);
    if (std::optional<Tags> kept = found<Tags>(m_tags, key))
        return *kept;
    const Tags tags = read();
    keep(m_tags, key, tags, tags.literal.size(), kShardTagsChars);
    return tags;
}

std::optional<JUnitCase> ReadingMemo::recallCase(QByteArrayView events)
{
    Key key;
    addTo(key, events);
    std::optional<JUnitCase> kept = found<JUnitCase>(m_cases, key);
    if (kept)
        m_recalledCases.fetch_add(1, std::memory_order_relaxed);
    return kept;
}

qsizetype ReadingMemo::recalledCases() const
{
    return m_recalledCases.load(std::memory_order_relaxed);
}

void ReadingMemo::keepCase(QByteArrayView events, const JUnitCase& read)
{
    Key key;
    addTo(key, events);
    keep(m_cases, key, read, weightOf(read), kShardCaseBytes);
}

qsizetype ReadingMemo::cases() const
{
    return sizeOf(m_cases);
}

qsizetype ReadingMemo::lines() const
{
    return sizeOf(m_lines);
}

qsizetype ReadingMemo::tags() const
{
    return sizeOf(m_tags);
}

}  // namespace dtriage
