#include "yamlchangeverb.h"

#include "exitcode.h"

#include <QJsonArray>
#include <QList>
#include <QStringList>

namespace dtriage {

YamlChangeVerb::Outcome YamlChangeVerb::apply(VerbParser& verb, const YamlChange& change, bool yes, const Words& words)
{
    return apply(verb, QList<YamlChange>{change}, yes, words);
}

YamlChangeVerb::Outcome YamlChangeVerb::apply(VerbParser& verb, const QList<YamlChange>& changes, bool yes,
                                              const Words& words)
{
    VerbJson& json = verb.jsonOutput();
    QString diff;
    for (const YamlChange& change : changes)
        if (!change.changesNothing())
            diff += change.diff();
    json.insert(QStringLiteral("diff"), diff);
    if (diff.isEmpty()) {
        verb.text() << tr("The YAML needs no change.") << '\n';
        return Outcome::NoChange;
    }
    verb.text() << words.beforeDiff << diff;
    if (!yes) {
        verb.text() << words.notWritten << '\n';
        return Outcome::NeedsApproval;
    }
    // One file after the other: a failure part way is said with the files already
    // written (the JSON's "written_files"), each a whole, valid YAML.
    const YamlChange::Written written = YamlChange::writeAll(changes);
    QJsonArray done;
    for (const QString& path : written.paths)
        done << verb.checkout().relativePath(path);
    if (!written.ok()) {
        json.insert(QStringLiteral("written_files"), done);
        const QString why = tr("The YAML was not written: %1").arg(written.error->toString());
        QStringList names;
        for (const QJsonValue& name : std::as_const(done))
            names << name.toString();
        verb.fail(ExitFailure, done.isEmpty() ? why : tr("%1 (written before it: %2)").arg(why, names.join(QStringLiteral(", "))));
        return Outcome::Failed;
    }
    json.insert(QStringLiteral("written_files"), done);
    json.insert(QStringLiteral("written"), true);
    verb.text() << words.written << '\n';
    return Outcome::Written;
}

int YamlChangeVerb::exitCode(Outcome outcome)
{
    switch (outcome) {
    case Outcome::NeedsApproval:
        return ExitNeedsApproval;
    case Outcome::Failed:
        return ExitFailure;
    case Outcome::NoChange:
    case Outcome::Written:
        return ExitOk;
    }
    return ExitFailure;
}

}  // namespace dtriage
