#include "report/reportcontent.h"

#include "families/families.h"
#include "format/formattingverdict.h"
#include "report/reportwriter.h"
#include "run/pytestjob.h"
#include "survey/surveyrun.h"
#include "yamlplan/hardrules.h"

#include <QRegularExpression>

namespace dtriage {

using namespace report;

namespace {

using Record = TriageRecord;

QStringList modelPaths(const QList<Record>& records)
{
    QStringList paths;
    for (const Record& record : records) {
        QString path = record.loaderPath;
        path.remove(QRegularExpression(QStringLiteral("^.*tt_forge_models/")));
        path.remove(QRegularExpression(QStringLiteral("/loader\\.py$")));
        if (path.isEmpty())
            path = record.key;
        if (!paths.contains(path))
            paths.append(path);
    }
    return paths;
}

const FailureFamily* familyOf(const Record& record) { return Families::byId(record.family); }

// "bfloat16 dtype errors": the titles of the records' families, in order.
QString familiesOf(const QList<Record>& records)
{
    QStringList titles;
    for (const Record& record : records) {
        const FailureFamily* family = familyOf(record);
        const QString title = family ? family->title() : record.family;
        if (!titles.contains(title))
            titles.append(title);
    }
    return titles.join(QStringLiteral(", "));
}

Inline titleOf(const QList<Record>& records)
{
    Inline spans{plain(ReportWriter::tr("Training triage (%1): ").arg(familiesOf(records)))};
    const QStringList paths = modelPaths(records);
    for (qsizetype i = 0; i < paths.size(); ++i) {
        if (i > 0)
            spans.append(plain(QStringLiteral(", ")));
        spans.append(code(paths[i]));
    }
    return spans;
}

QList<const Record::EntryResult*> includedEntries(const Record& record)
{
    QList<const Record::EntryResult*> included;
    for (const Record::EntryResult& entry : record.entries) {
        if (entry.included)
            included.append(&entry);
    }
    return included;
}

// The counts the summary table shows: its rows' "review" column summed, and apart
// the review items no row stands for (a session's own, a stale inference entry).
Inline overview(const QList<Record>& records)
{
    int entries = 0, edits = 0, reviewRows = 0, otherItems = 0;
    for (const Record& record : records) {
        const QList<const Record::EntryResult*> included = includedEntries(record);
        entries += int(included.size());
        edits += record.fix.landed() ? 1 : 0;
        int entryItems = 0;
        for (const Record::EntryResult& entry : record.entries)
            entryItems += entry.needsReview() ? 1 : 0;
        for (const Record::EntryResult* entry : included)
            reviewRows += entry->needsReview() ? 1 : 0;
        otherItems += int(record.reviewItems().size()) - entryItems;
    }
    return {plain(ReportWriter::tr("Triaged with dtype-triage: %n training entries; loader edits "
                                   "(uncommitted in the submodule): %1; entries for human review: %2; "
                                   "other items to review: %3 (under \"Needs human review\").", nullptr, entries)
                      .arg(edits)
                      .arg(reviewRows)
                      .arg(otherItems))};
}

Inline fixCell(const Record::Fix& fix)
{
    switch (fix.result) {
    case Record::Fix::Result::Works:
        return {code(fix.location())};
    case Record::Fix::Result::NewError:
        return {code(fix.location()), plain(ReportWriter::tr(" (new CPU error)"))};
    case Record::Fix::Result::Reverted:
        return {plain(ReportWriter::tr("reverted ")), code(fix.location())};
    case Record::Fix::Result::NotAttempted:
        break;
    }
    return {plain(ReportWriter::tr("none"))};
}

Inline yamlCell(const Record::YamlState& yaml)
{
    if (yaml.branch.isEmpty())
        return {plain(QStringLiteral("—"))};
    Inline cell{code(yaml.after.state())};
    if (!yaml.changed)
        cell.append(plain(ReportWriter::tr(" (unchanged)")));
    else if (!yaml.written)
        cell.append(plain(ReportWriter::tr(" (not written)")));
    return cell;
}

QString pytestCell(const Record& record, const Record::EntryResult& entry)
{
    const QString outcome = JUnitCase::outcomeName(entry.pytest.outcome);
    return record.junitImported ? ReportWriter::tr("%1 (imported)").arg(outcome) : outcome;
}

QList<Inline> summaryRow(const Record& record, const Record::EntryResult& entry)
{
    const bool edited = record.fix.result != Record::Fix::Result::NotAttempted;
    return {
        {code(entry.key)},
        {code(record.flavor.isEmpty() ? QStringLiteral("none") : record.flavor)},
        {plain(entry.cpuBefore.summary())},
        fixCell(record.fix),
        {plain(edited ? entry.cpuAfter.summary() : QStringLiteral("—"))},
        {plain(pytestCell(record, entry))},
        yamlCell(entry.yaml),
        {plain(entry.needsReview() ? ReportWriter::tr("yes") : ReportWriter::tr("no"))},
    };
}

QList<QList<Inline>> rowsOf(const QList<Record>& records)
{
    QList<QList<Inline>> rows;
    for (const Record& record : records) {
        for (const Record::EntryResult* entry : includedEntries(record))
            rows.append(summaryRow(record, *entry));
    }
    return rows;
}

Block summaryTable(const QList<Record>& records)
{
    QList<QList<Inline>> rows{{
        {plain(ReportWriter::tr("key"))},
        {plain(ReportWriter::tr("flavor"))},
        {plain(ReportWriter::tr("CPU before"))},
        {plain(ReportWriter::tr("fix"))},
        {plain(ReportWriter::tr("CPU after"))},
        {plain(ReportWriter::tr("pytest"))},
        {plain(ReportWriter::tr("YAML state"))},
        {plain(ReportWriter::tr("review"))},
    }};
    rows.append(rowsOf(records));
    return table(rows);
}

Inline resolutionLine(const Record& record)
{
    return {strong(ReportWriter::tr("Resolved:")), plain(QStringLiteral(" ")), code(record.key),
            plain(QStringLiteral(" → ")), code(record.loaderPath)};
}

QList<Inline> resolutionItems(const Record& record)
{
    QList<Inline> items{resolutionLine(record)};
    if (!record.variant.isEmpty())
        items.append({plain(ReportWriter::tr("Variant: ")), code(record.variant)});
    if (!record.modelInfoName.isEmpty())
        items.append({plain(ReportWriter::tr("model_info.name: ")), code(record.modelInfoName)});
    if (!record.configPath.isEmpty())
        items.append({plain(ReportWriter::tr("YAML: ")), code(record.configPath)});
    if (!record.batchSize.isEmpty())
        items.append({plain(ReportWriter::tr("Training batch size in the repro: ") + record.batchSize)});
    if (!record.python.isEmpty())
        items.append({plain(ReportWriter::tr("Python of the repro and pytest: ")), code(record.python)});
    const FailureFamily* family = familyOf(record);
    items.append({strong(ReportWriter::tr("Family:")), plain(QStringLiteral(" ")),
                  code(family ? family->id() : record.family),
                  plain(family ? QStringLiteral(" — ") + family->title() : QString())});
    if (!record.flavor.isEmpty()) {
        const QString description = family ? family->flavorDescription(record.flavor) : QString();
        items.append({strong(ReportWriter::tr("Flavor:")), plain(QStringLiteral(" ")), code(record.flavor),
                      plain(description.isEmpty() ? QString() : QStringLiteral(" — ") + description)});
    }
    if (!record.gateReason.isEmpty())
        items.append({plain(ReportWriter::tr("Reason in the YAML (passed the gate): ")),
                      code(record.gateReason)});
    return items;
}

Inline dumpLine(const QList<Record::DumpedValue>& dump)
{
    if (dump.isEmpty()) {
        return {plain(ReportWriter::tr("no dtype dump: the phase failed before its inputs "
                                       "existed (inside load_inputs)"))};
    }
    Inline line;
    for (const Record::DumpedValue& input : dump) {
        if (!line.isEmpty())
            line.append(plain(QStringLiteral("; ")));
        line.append(code(input.label));
        line.append(plain(QStringLiteral(" %1 %2").arg(input.dtype, input.shape)));
    }
    return line;
}

// `dumpName`: what the family's probe dumps ("inputs", "output").
QList<Inline> phaseItems(const QString& name, const Record::CpuPhase& phase, const QString& dumpName)
{
    Inline line{strong(name + u':'), plain(u' ' + phase.resultName())};
    if (!phase.errorLine.isEmpty())
        line.append({plain(QStringLiteral(" — ")), code(phase.errorLine)});
    if (!phase.where.isEmpty())
        line.append({plain(ReportWriter::tr(" at ")), code(phase.where)});
    QList<Inline> items{line};
    // A passing phase always has inputs; an empty dump there just was not recorded.
    const bool failedEarly = phase.result == Record::CpuPhase::Result::Failed;
    if (!phase.dump.isEmpty() || failedEarly) {
        Inline dump{plain(QStringLiteral("%1 %2: ").arg(name, dumpName))};
        items.append(dump + dumpLine(phase.dump));
    }
    return items;
}

QList<Inline> cpuItems(const Record::CpuRun& run, const QString& dumpName)
{
    if (!run.ran())
        return {{plain(ReportWriter::tr("not run"))}};
    QList<Inline> items;
    for (const Record::CpuPhase& phase : run.phases)
        items += phaseItems(phase.name, phase, dumpName);
    return items;
}

void appendCpuBefore(Document& doc, const Record& record)
{
    doc.append(heading(3, {plain(ReportWriter::tr("CPU repro before the fix"))}));
    const Record::EntryResult* triaged = record.entry(record.key);
    const FailureFamily* family = familyOf(record);
    QList<Inline> items = cpuItems(triaged ? triaged->cpuBefore : Record::CpuRun{},
                                   family ? family->dumpName() : ReportWriter::tr("values"));
    if (!record.probeSource.isEmpty())
        items.prepend({strong(ReportWriter::tr("Imported:")), plain(ReportWriter::tr(" run elsewhere, read from ")),
                       code(record.probeSource)});
    if (!record.decision.isEmpty()) {
        const QString explanation = family ? family->decisionExplanation(record.decision) : QString();
        items.append({strong(ReportWriter::tr("Decision:")), plain(QStringLiteral(" ")),
                      code(record.decision),
                      plain(explanation.isEmpty() ? QString() : QStringLiteral(" — ") + explanation)});
    }
    doc.append(bullets(items));
}

QString fixResultText(const Record::Fix& fix)
{
    switch (fix.result) {
    case Record::Fix::Result::Works:
        return ReportWriter::tr("works on CPU (both phases pass)");
    case Record::Fix::Result::Reverted:
        return ReportWriter::tr("the same mismatch after the edit: reverted, xfail path");
    case Record::Fix::Result::NewError:
        return ReportWriter::tr("a different CPU error after the edit: kept, the new error is "
                                "the reason");
    case Record::Fix::Result::NotAttempted:
        break;
    }
    return ReportWriter::tr("not attempted");
}

QList<Inline> fixItems(const Record& record)
{
    const Record::Fix& fix = record.fix;
    QList<Inline> items{{strong(ReportWriter::tr("Edit:")), plain(QStringLiteral(" ")), code(fix.location()),
                         plain(QStringLiteral(" — ") + fix.edit)}};
    if (!fix.companionFile.isEmpty())
        items.append({strong(ReportWriter::tr("With it:")), plain(QStringLiteral(" ")), code(fix.companionFile),
                      plain(QStringLiteral(" — ") + fix.companionEdit)});
    if (!fix.before.isEmpty())
        items.append({plain(ReportWriter::tr("Before: ")), code(fix.before)});
    if (!fix.after.isEmpty())
        items.append({plain(ReportWriter::tr("After: ")), code(fix.after)});
    // No edit made: nothing was formatted. An edit: which black, and the pin.
    items.append({plain(ReportWriter::tr("Formatter: ")
                        + (fix.after.isEmpty() ? ReportWriter::tr("none")
                                               : FormattingVerdict::line(fix.formatter, fix.formatterFrom, fix.pin())))});
    if (!fix.why.isEmpty())
        items.append({plain(ReportWriter::tr("Why this site: ") + fix.why)});
    Inline result{strong(ReportWriter::tr("Result:")), plain(u' ' + fixResultText(fix))};
    if (!fix.newError.isEmpty())
        result.append({plain(QStringLiteral(" — ")), code(fix.newError)});
    items.append(result);
    if (const Record::EntryResult* triaged = record.entry(record.key)) {
        items.append({plain(ReportWriter::tr("CPU after the fix: %1")
                                .arg(triaged->cpuAfter.summary()))});
    }
    return items;
}

void appendFix(Document& doc, const Record& record)
{
    doc.append(heading(3, {plain(ReportWriter::tr("Fix"))}));
    if (record.fix.result == Record::Fix::Result::NotAttempted) {
        const QString why = record.fix.why.isEmpty() ? ReportWriter::tr("no fix site") : record.fix.why;
        doc.append(paragraph({plain(ReportWriter::tr("No loader edit: %1").arg(why))}));
        return;
    }
    doc.append(bullets(fixItems(record)));
}

Inline scopeItem(const Record::EntryResult& entry)
{
    const QString verdict = entry.included ? ReportWriter::tr("included") : ReportWriter::tr("left alone");
    Inline item{code(entry.key), plain(QStringLiteral(" — ")), strong(verdict)};
    if (!entry.scopeNote.isEmpty())
        item.append(plain(QStringLiteral(": ") + entry.scopeNote));
    item.append(plain(ReportWriter::tr(" (CPU before: %1; after: %2)")
                          .arg(entry.cpuBefore.summary(), entry.cpuAfter.summary())));
    return item;
}

void appendScope(Document& doc, const Record& record)
{
    doc.append(heading(3, {plain(ReportWriter::tr("Loader-wide scope"))}));
    doc.append(paragraph({plain(ReportWriter::tr("Every training entry of ")), code(record.loaderPath),
                          plain(ReportWriter::tr(":"))}));
    QList<Inline> items;
    for (const Record::EntryResult& entry : record.entries)
        items.append(scopeItem(entry));
    doc.append(bullets(items));
}

Inline pytestItem(const Record::EntryResult& entry)
{
    Inline item{strong(ReportWriter::tr("pytest:")),
                plain(u' ' + JUnitCase::outcomeName(entry.pytest.outcome))};
    if (!entry.pytest.errorLine.isEmpty())
        item.append({plain(QStringLiteral(" — ")), code(entry.pytest.errorLine)});
    if (!entry.pytest.runnerStatus.isEmpty())
        item.append({plain(ReportWriter::tr(" (runner: ")), code(entry.pytest.runnerStatus), plain(QStringLiteral(")"))});
    if (!entry.pytest.category.isEmpty())
        item.append({plain(ReportWriter::tr(" (classified: ")), code(entry.pytest.category),
                     plain(QStringLiteral(")"))});
    if (!entry.pytest.note.isEmpty())
        item.append(plain(QStringLiteral(" — ") + entry.pytest.note));
    return item;
}

QList<Inline> yamlItems(const Record::YamlState& yaml)
{
    if (yaml.branch.isEmpty())
        return {{strong(ReportWriter::tr("YAML:")), plain(ReportWriter::tr(" nothing planned"))}};
    QList<Inline> items{{strong(ReportWriter::tr("YAML (branch %1):").arg(yaml.branch)),
                         plain(QStringLiteral(" ")), code(yaml.before.full()), plain(QStringLiteral(" → ")),
                         code(yaml.after.full())}};
    if (yaml.changed)
        items.append({plain(ReportWriter::tr("Change: ")), code(yaml.change)});
    else
        items.append({plain(ReportWriter::tr("Change: none (the entry already says this)"))});
    if (yaml.changed) {
        items.append({plain(yaml.written ? ReportWriter::tr("Written: yes")
                                         : ReportWriter::tr("Written: no (planned, not on disk)"))});
    }
    if (!yaml.observedError.isEmpty())
        items.append({plain(ReportWriter::tr("Observed on TT: ")), code(yaml.observedError),
                      plain(ReportWriter::tr(" (differs from the CPU error)"))});
    if (yaml.needsReview)
        items.append({strong(ReportWriter::tr("Review:")), plain(u' ' + yaml.reviewReason)});
    return items;
}

Inline junitSourceLine(const Record& record)
{
    if (record.junitSource.isEmpty())
        return {plain(ReportWriter::tr("No JUnit results were read."))};
    const QString how = record.junitImported
                            ? ReportWriter::tr("JUnit results imported from another run: ")
                            : ReportWriter::tr("JUnit results of the local pytest run: ");
    return {plain(how), code(record.junitSource)};
}

void appendEntries(Document& doc, const Record& record)
{
    doc.append(heading(3, {plain(ReportWriter::tr("pytest and YAML, per entry"))}));
    doc.append(paragraph(junitSourceLine(record)));
    for (const Record::EntryResult* entry : includedEntries(record)) {
        doc.append(heading(4, {code(entry->key)}));
        doc.append(bullets(QList<Inline>{pytestItem(*entry)} + yamlItems(entry->yaml)));
    }
}

// What a reviewer runs in the checkout to see it again: the CPU training step of
// every entry in scope, and the verification exactly as pytest ran it.
void appendReproduce(Document& doc, const Record& record)
{
    QStringList keys;
    for (const Record::EntryResult* entry : includedEntries(record))
        keys << entry->key;
    if (keys.isEmpty())
        return;
    doc.append(heading(3, {plain(ReportWriter::tr("Reproduce"))}));
    doc.append(paragraph({plain(ReportWriter::tr("In the tt-xla checkout: the CPU training step of every entry in "
                                                 "scope, then the verification as pytest ran it."))}));
    doc.append(commands({SurveyRun::commandLine(keys), PytestJob::commandLine(keys)}));
}

Inline staleItem(const Record::StaleInference& stale)
{
    Inline item{code(stale.key), plain(QStringLiteral(" (")), code(stale.status),
                plain(QStringLiteral(") — ")), code(stale.reason)};
    if (!stale.why.isEmpty())
        item.append(plain(QStringLiteral(" — ") + stale.why));
    return item;
}

Inline runItem(const Record::InferenceRun& run)
{
    Inline item{code(run.key), plain(QStringLiteral(" (")), code(run.expected), plain(QStringLiteral(") — ")),
                plain(run.outcome)};
    if (!run.error.isEmpty())
        item << plain(QStringLiteral(": ")) << code(run.error);
    if (run.regressed)
        item.append(strong(ReportWriter::tr(" — regressed")));
    return item;
}

void appendInferenceRuns(Document& doc, const Record& record)
{
    if (record.inference.runs.isEmpty())
        return;
    doc.append(paragraph({plain(ReportWriter::tr("The loader fix reaches inference too; its inference tests, "
                                                 "run with pytest:"))}));
    QList<Inline> items;
    for (const Record::InferenceRun& run : record.inference.runs)
        items.append(runItem(run));
    doc.append(bullets(items));
}

void appendInference(Document& doc, const Record& record)
{
    doc.append(heading(3, {plain(ReportWriter::tr("Inference YAML"))}));
    const Record::InferenceCheck& check = record.inference;
    const QString path = HardRules::inferenceConfigPath();
    if (!check.untouched) {
        doc.append(paragraph({strong(ReportWriter::tr("Changed:")), plain(QStringLiteral(" ")), code(path),
                              plain(ReportWriter::tr(" differs from before the triage; the "
                                                     "workbench never edits it. Check it."))}));
    } else {
        doc.append(paragraph({plain(ReportWriter::tr("Untouched: ")), code(path),
                              plain(ReportWriter::tr(" was not edited."))}));
    }
    appendInferenceRuns(doc, record);
    if (check.stale.isEmpty()) {
        const QString none = check.checked ? ReportWriter::tr("No stale entries for this loader.")
                                           : ReportWriter::tr("Not checked for stale entries.");
        doc.append(paragraph({plain(none)}));
        return;
    }
    doc.append(paragraph({plain(ReportWriter::tr("Stale entries, flagged and not edited:"))}));
    QList<Inline> items;
    for (const Record::StaleInference& stale : check.stale)
        items.append(staleItem(stale));
    doc.append(bullets(items));
}

// pytest could not start tt-xla's runner here: what is left, and how to do it.
void appendTtVerification(Document& doc, const Record& record)
{
    if (record.runnerUnavailable.isEmpty())
        return;
    QString joined;
    for (const Record::EntryResult* entry : includedEntries(record))
        joined += (joined.isEmpty() ? QString() : QStringLiteral(" ")) + entry->key;
    doc.append(heading(3, {plain(ReportWriter::tr("Verify on TT hardware"))}));
    doc.append(paragraph({plain(ReportWriter::tr("pytest could not start tt-xla's runner on this machine (%1). "
                                                 "What the CPU verified is kept and the YAML is untouched. Verify "
                                                 "on TT hardware through tt-xla's CI, ")
                                    .arg(record.runnerUnavailable)),
                          code(QStringLiteral("dtype-triage verify %1 --ci --yes").arg(joined)),
                          plain(ReportWriter::tr(", or with a TT machine's JUnit results, ")),
                          code(QStringLiteral("dtype-triage verify %1 --junit FILE --yes").arg(joined)),
                          plain(QStringLiteral("."))}));
}

void appendReview(Document& doc, const Record& record)
{
    doc.append(heading(3, {plain(ReportWriter::tr("Needs human review"))}));
    const QStringList items = record.reviewItems();
    if (items.isEmpty()) {
        doc.append(paragraph({plain(ReportWriter::tr("Nothing."))}));
        return;
    }
    QList<Inline> list;
    for (const QString& item : items)
        list.append({plain(item)});
    doc.append(bullets(list));
}

void appendReminder(Document& doc, const Record& record)
{
    if (!record.loaderEditUncommitted())
        return;
    doc.append(heading(3, {plain(ReportWriter::tr("Uncommitted loader edit"))}));
    doc.append(paragraph(
        {strong(ReportWriter::tr("Reminder:")),
         plain(ReportWriter::tr(" the edit to ")), code(record.fix.file),
         plain(ReportWriter::tr(" is uncommitted in the submodule ")), code(HardRules::loadersRoot()),
         plain(ReportWriter::tr(". Commit it there (a tt-forge-models pull request) and bump the "
                                "submodule; the workbench never commits."))}));
}

QString timeText(const QDateTime& time)
{
    return time.isValid() ? time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"))
                          : QStringLiteral("—");
}

void appendState(Document& doc, const Record& record)
{
    doc.append(heading(3, {plain(ReportWriter::tr("State"))}));
    Inline state{code(Record::stateName(record.state))};
    if (!record.stateNote.isEmpty())
        state.append(plain(QStringLiteral(" — ") + record.stateNote));
    doc.append(bullets({state,
                        {plain(ReportWriter::tr("Started: %1").arg(timeText(record.started)))},
                        {plain(ReportWriter::tr("Updated: %1").arg(timeText(record.updated)))},
                        {plain(ReportWriter::tr("Finished: %1").arg(timeText(record.finished)))}}));
}

void appendRecord(Document& doc, const Record& record)
{
    doc.append(heading(2, {code(record.key)}));
    doc.append(heading(3, {plain(ReportWriter::tr("Resolution"))}));
    doc.append(bullets(resolutionItems(record)));
    appendCpuBefore(doc, record);
    appendFix(doc, record);
    appendScope(doc, record);
    appendEntries(doc, record);
    appendReproduce(doc, record);
    appendInference(doc, record);
    appendTtVerification(doc, record);
    appendReview(doc, record);
    appendReminder(doc, record);
    appendState(doc, record);
}

// The families' background sections (the dtype family's float16 note).
void appendFamilyNotes(Document& doc, const QList<Record>& records)
{
    for (const FailureFamily* family : Families::all()) {
        for (const FailureFamily::ReportNote& note : family->reportNotes(records)) {
            doc.append(heading(2, {plain(note.heading)}));
            doc.append(paragraph({plain(note.text)}));
        }
    }
}

void appendPatch(Document& doc, const Inline& title, const QString& patch, const QString& none)
{
    doc.append(heading(3, title));
    doc.append(patch.isEmpty() ? paragraph({plain(none)}) : diff(patch));
}

}  // namespace

Inline ReportContent::title(const QList<TriageRecord>& records) { return titleOf(records); }

QList<QList<Inline>> ReportContent::summaryRows(const QList<TriageRecord>& records) { return rowsOf(records); }

Document ReportContent::document(const ReportWriter& writer)
{
    const QList<Record>& records = writer.records();
    Document doc{heading(1, titleOf(records)), paragraph(overview(records)),
                 heading(2, {plain(ReportWriter::tr("Summary"))}), summaryTable(records)};
    appendFamilyNotes(doc, records);
    for (const Record& record : records)
        appendRecord(doc, record);
    doc.append(heading(2, {plain(ReportWriter::tr("Patches"))}));
    appendPatch(doc,
                {plain(ReportWriter::tr("Loader (in the submodule ")), code(HardRules::loadersRoot()),
                 plain(QStringLiteral(")"))},
                writer.loaderPatch(), ReportWriter::tr("No loader edit."));
    appendPatch(doc, {plain(ReportWriter::tr("YAML ")), code(HardRules::trainingConfigPath())},
                writer.yamlPatch(), ReportWriter::tr("No YAML change."));
    return doc;
}

}  // namespace dtriage
