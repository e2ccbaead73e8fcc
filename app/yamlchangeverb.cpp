#include "yamlchangeverb.h"

#include "exitcode.h"

namespace dtriage {

YamlChangeVerb::Outcome YamlChangeVerb::apply(VerbParser& verb, const YamlChange& change, bool yes, const Words& words)
{
    VerbJson& json = verb.jsonOutput();
    json.insert(QStringLiteral("diff"), change.diff());
    if (change.changesNothing()) {
        verb.text() << tr("The YAML needs no change.") << '\n';
        return Outcome::NoChange;
    }
    verb.text() << words.beforeDiff << change.diff();
    if (!yes) {
        verb.text() << words.notWritten << '\n';
        return Outcome::NeedsApproval;
    }
    if (const auto written = change.write(); !written) {
        verb.fail(ExitFailure, tr("The YAML was not written: %1").arg(written.error().toString()));
        return Outcome::Failed;
    }
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
