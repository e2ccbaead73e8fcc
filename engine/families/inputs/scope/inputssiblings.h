#pragma once
// The other variants whose load_inputs calls the fix must reach (tt-forge-models
// PR #643's whisper: a branch per variant, each with its own return). Before the
// fix, when load_inputs returns in more than one place, the loader's other
// training entries whose YAML reason is this family's get the training-inputs
// probe too; a return that one of them reaches and that fails the same way, with
// the same edit decided, is edited in the same diff. A return no failing variant
// reaches is left as it is (whisper's turbo branch, right already).
#include "checkout/testkey.h"
#include "config/configfile.h"
#include "config/entry.h"
#include "families/inputs/probe/inputsprobejob.h"
#include "families/probequeue.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace dtriage {

class InputsSiblings {
    Q_DECLARE_TR_FUNCTIONS(InputsSiblings)
public:
    struct Sibling {
        TestKey key;
        Entry entry;
        std::optional<InputsProbeResult> probe;
    };
    struct Returns {
        QList<int> lines;   // the other returns to edit, lines of the loader as it is
        QStringList notes;  // per sibling: which return it reaches, and what is done with it
    };

    // The training entries of `triaged`'s loader other than it whose reason is this family's.
    void collect(const ConfigFile& training, const TestKey& triaged);

    bool isEmpty() const { return m_siblings.isEmpty(); }
    bool probed() const { return m_probed; }
    const Sibling& at(int index) const { return m_siblings.at(index); }
    std::optional<int> startNext(int limit) { return m_queue.startNext(limit); }
    bool finish(int index, const InputsProbeResult& result);

    // Of `candidates` (the returns the test's call does not reach), those a
    // sibling reaches and fails at as the test does, with the same edit `kind`.
    Returns returnsToEdit(const QString& kind, const QList<int>& candidates) const;

private:
    QString noteOf(const Sibling& sibling, const QString& kind, const QList<int>& candidates, bool* edit) const;

    QList<Sibling> m_siblings;
    ProbeQueue m_queue;
    bool m_probed = false;
};

}  // namespace dtriage
