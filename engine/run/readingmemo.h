#pragma once
// What reading a testcase gives, kept across the reports of one reading (a CI
// history's runs, issue 50): a month of CI runs holds the same test failing the
// same way run after run, with the same tags, and reading them again was most of
// parsing a report —
// - a failure's texts give the line quoted from them, which text gave it and the
//   category read from it (a dozen regular expressions over every line of its
//   message and traceback: BringupClassifier);
// - the runner's `tags` property gives its text and its parse (RunnerTags);
// - a whole testcase read without its bodies and without a log (a CI history's
//   reading), keyed by its events but its time (TestcaseRecording), gives its case:
//   most of a month's testcases are the same events every week.
//
// Keyed by two independently seeded 64-bit hashes of the input and its lengths,
// never the input itself: a month's tracebacks kept as keys would hold hundreds of
// megabytes. The tags' texts are kept (they are the values), within a budget of
// characters. Shared by the pool's threads reading one history: each shard is locked on
// its own, and the reading itself runs outside any lock.
#include "run/junitreader.h"
#include "run/runnertags.h"
#include "yamlplan/bringupclassifier.h"

#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QString>

#include <array>
#include <atomic>
#include <functional>
#include <optional>

namespace dtriage {

class ReadingMemo {
public:
    struct Line {
        qsizetype from = -1;  // the text the line came from; -1: none had one
        QString line;
        BringupClassifier::Category category = BringupClassifier::Category::Unclassified;
    };
    // `texts` in the order they are tried, `context` the further text the category
    // may be read from, `classify` whether it is read at all: the whole input of
    // `reading`, which must depend on nothing else.
    Line recallLine(const QList<QString>& texts, const QString& context, bool classify,
                    const std::function<Line()>& reading);

    struct Tags {
        QString literal;                 // the property's value as text
        std::optional<RunnerTags> tags;  // RunnerTags::parse(literal)
    };
    // A `tags` property's value, its UTF-8 as the report holds it; one longer than
    // kMaxTagsBytes is no runner's and is read, not kept (the reader bounds such
    // values, and asks the memo only for shorter ones).
    Tags recallTags(QByteArrayView utf8);
    static constexpr qsizetype kMaxTagsBytes = 8192;
    // What is kept at most, for each shard: the tags' texts (UTF-16 characters:
    // 16 x 1 M, 32 MB in all) and the lines (16 x 16,384 readings of ~100 bytes).
    // Past it, readings are made and not kept.
    static constexpr qsizetype kShardTagsChars = 1 << 20;
    static constexpr qsizetype kShardLines = 16384;

    // The case a testcase's events (TestcaseRecording::events) were read as before,
    // its bodies dropped and no log asked; nullopt when none was kept.
    std::optional<JUnitCase> recallCase(QByteArrayView events);
    void keepCase(QByteArrayView events, const JUnitCase& read);
    // What the cases kept weigh at most, for each shard: 16 x 6 MB, about 40,000 of the
    // runner's testcases (2-3 KB each, most of it the tags' literal).
    static constexpr qsizetype kShardCaseBytes = 6 * 1024 * 1024;

    qsizetype lines() const;
    qsizetype tags() const;
    qsizetype cases() const;
    qsizetype recalledCases() const;  // how many times recallCase() found one

private:
    struct Key {
        quint64 first = 0;
        quint64 second = 0;
        quint64 lengths = 0;
        bool operator==(const Key&) const = default;
    };
    friend size_t qHash(const Key& key, size_t seed) { return qHashMulti(seed, key.first, key.second, key.lengths); }
    template <typename Value>
    struct Shard {
        mutable QMutex lock;
        QHash<Key, Value> values;
        qsizetype weight = 0;  // what its values weigh: count, characters of text, or bytes
    };
    static constexpr int kShards = 16;
    std::array<Shard<Line>, kShards> m_lines;
    std::array<Shard<Tags>, kShards> m_tags;
    std::array<Shard<JUnitCase>, kShards> m_cases;
    std::atomic<qsizetype> m_recalledCases{0};
};

}  // namespace dtriage
