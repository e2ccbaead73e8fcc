#include "report/reportwriter.h"

#include "core/filereplacement.h"
#include "triage/hardrules.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace dtriage {

namespace {

using Record = TriageRecord;

// --- the document model both renderers share -------------------------------------

struct Span {
    enum class Style { Plain, Code, Strong };
    QString text;
    Style style = Style::Plain;
};
using Inline = QList<Span>;

Span plain(const QString& text)
{
    return {text, Span::Style::Plain};
}

Span code(const QString& text)
{
    return {text, Span::Style::Code};
}

Span strong(const QString& text)
{
    return {text, Span::Style::Strong};
}

struct Block {
    enum class Kind { Heading, Paragraph, Bullets, Table, Diff };
    Kind kind = Kind::Paragraph;
    int level = 0;              // Heading
    QList<Inline> items;        // Heading and Paragraph: one; Bullets: one per item
    QList<QList<Inline>> rows;  // Table: the header row first
    QString text;               // Diff
};
using Document = QList<Block>;

Block heading(int level, const Inline& text)
{
    return {Block::Kind::Heading, level, {text}, {}, {}};
}

Block paragraph(const Inline& text)
{
    return {Block::Kind::Paragraph, 0, {text}, {}, {}};
}

Block bullets(const QList<Inline>& items)
{
    return {Block::Kind::Bullets, 0, items, {}, {}};
}

Block table(const QList<QList<Inline>>& rows)
{
    return {Block::Kind::Table, 0, {}, rows, {}};
}

Block diff(const QString& text)
{
    return {Block::Kind::Diff, 0, {}, {}, text};
}

// --- Markdown --------------------------------------------------------------------

// Inline text is one line; a reason with a newline must not break a table row.
// Spaces at the ends stay: spans are concatenated.
QString oneLine(const QString& text)
{
    static const QRegularExpression lineBreak(QStringLiteral(R"(\s*[\r\n]+\s*|\t)"));
    QString line = text;
    return line.replace(lineBreak, QStringLiteral(" "));
}

QString escapeMarkdown(const QString& text)
{
    static const QString special = QStringLiteral("\\`*_[]<>|&~");
    QString out;
    out.reserve(text.size());
    for (QChar c : oneLine(text)) {
        if (special.contains(c))
            out.append(u'\\');
        out.append(c);
    }
    return out;
}

qsizetype longestBacktickRun(const QString& text)
{
    qsizetype longest = 0;
    qsizetype run = 0;
    for (QChar c : text) {
        run = c == u'`' ? run + 1 : 0;
        longest = qMax(longest, run);
    }
    return longest;
}

// A code span whose fence is longer than any backtick run inside (CommonMark), so
// reasons that quote `code` themselves stay verbatim.
QString codeSpan(const QString& text, bool inTable)
{
    QString body = oneLine(text).trimmed();
    if (inTable)
        body.replace(u'|', QStringLiteral("\\|"));  // GFM splits cells before code spans
    const QString fence(longestBacktickRun(body) + 1, u'`');
    const bool pad = body.startsWith(u'`') || body.endsWith(u'`');
    return pad ? fence + u' ' + body + u' ' + fence : fence + body + fence;
}

QString markdownInline(const Inline& spans, bool inTable = false)
{
    QString out;
    for (const Span& span : spans) {
        switch (span.style) {
        case Span::Style::Plain:
            out += escapeMarkdown(span.text);
            break;
        case Span::Style::Code:
            out += codeSpan(span.text, inTable);
            break;
        case Span::Style::Strong:
            out += QStringLiteral("**") + escapeMarkdown(span.text) + QStringLiteral("**");
            break;
        }
    }
    return out;
}

QString markdownRow(const QList<Inline>& cells)
{
    QStringList texts;
    for (const Inline& cell : cells)
        texts.append(markdownInline(cell, true));
    return QStringLiteral("| ") + texts.join(QStringLiteral(" | ")) + QStringLiteral(" |");
}

QString markdownTable(const QList<QList<Inline>>& rows)
{
    if (rows.isEmpty())
        return {};
    QStringList lines{markdownRow(rows.first())};
    lines.append(QStringLiteral("|") + QStringLiteral(" --- |").repeated(rows.first().size()));
    for (qsizetype i = 1; i < rows.size(); ++i)
        lines.append(markdownRow(rows[i]));
    return lines.join(u'\n') + u'\n';
}

QString withFinalNewline(const QString& text)
{
    return text.isEmpty() || text.endsWith(u'\n') ? text : text + u'\n';
}

QString markdownDiff(const QString& text)
{
    const QString fence(qMax<qsizetype>(3, longestBacktickRun(text) + 1), u'`');
    return fence + QStringLiteral("diff\n") + withFinalNewline(text) + fence + u'\n';
}

QString markdownBlock(const Block& block)
{
    switch (block.kind) {
    case Block::Kind::Heading:
        return QString(block.level, u'#') + u' ' + markdownInline(block.items.value(0)) + u'\n';
    case Block::Kind::Paragraph:
        return markdownInline(block.items.value(0)) + u'\n';
    case Block::Kind::Bullets: {
        QString out;
        for (const Inline& item : block.items)
            out += QStringLiteral("- ") + markdownInline(item) + u'\n';
        return out;
    }
    case Block::Kind::Table:
        return markdownTable(block.rows);
    case Block::Kind::Diff:
        return markdownDiff(block.text);
    }
    return {};
}

QString renderMarkdown(const Document& document)
{
    QStringList blocks;
    for (const Block& block : document)
        blocks.append(markdownBlock(block));
    return blocks.join(u'\n');
}

// --- HTML ------------------------------------------------------------------------

QString escapeHtml(const QString& text)
{
    return text.toHtmlEscaped();  // & < > "
}

QString htmlInline(const Inline& spans)
{
    QString out;
    for (const Span& span : spans) {
        const QString line = oneLine(span.text);
        const QString text = escapeHtml(span.style == Span::Style::Code ? line.trimmed() : line);
        switch (span.style) {
        case Span::Style::Plain:
            out += text;
            break;
        case Span::Style::Code:
            out += QStringLiteral("<code>") + text + QStringLiteral("</code>");
            break;
        case Span::Style::Strong:
            out += QStringLiteral("<strong>") + text + QStringLiteral("</strong>");
            break;
        }
    }
    return out;
}

QString htmlRow(const QList<Inline>& cells, const char* tag)
{
    QString out = QStringLiteral("<tr>");
    for (const Inline& cell : cells)
        out += QStringLiteral("<%1>%2</%1>").arg(QLatin1StringView(tag), htmlInline(cell));
    return out + QStringLiteral("</tr>\n");
}

QString htmlTable(const QList<QList<Inline>>& rows)
{
    if (rows.isEmpty())
        return {};
    QString out = QStringLiteral("<table>\n<thead>") + htmlRow(rows.first(), "th")
                  + QStringLiteral("</thead>\n<tbody>\n");
    for (qsizetype i = 1; i < rows.size(); ++i)
        out += htmlRow(rows[i], "td");
    return out + QStringLiteral("</tbody>\n</table>\n");
}

QString diffLineClass(const QString& line)
{
    if (line.startsWith(QStringLiteral("+++")) || line.startsWith(QStringLiteral("---")))
        return QStringLiteral("meta");
    if (line.startsWith(QStringLiteral("@@")))
        return QStringLiteral("hunk");
    if (line.startsWith(u'+'))
        return QStringLiteral("add");
    if (line.startsWith(u'-'))
        return QStringLiteral("del");
    return QStringLiteral("ctx");
}

QString htmlDiff(const QString& text)
{
    QString out = QStringLiteral("<pre class=\"diff\"><code>");
    QStringList lines = text.split(u'\n');
    if (text.endsWith(u'\n'))
        lines.removeLast();
    for (const QString& line : lines) {
        out += QStringLiteral("<span class=\"%1\">%2</span>\n")
                   .arg(diffLineClass(line), escapeHtml(line));
    }
    return out + QStringLiteral("</code></pre>\n");
}

QString htmlBlock(const Block& block)
{
    switch (block.kind) {
    case Block::Kind::Heading:
        return QStringLiteral("<h%1>%2</h%1>\n").arg(block.level).arg(htmlInline(block.items.value(0)));
    case Block::Kind::Paragraph:
        return QStringLiteral("<p>%1</p>\n").arg(htmlInline(block.items.value(0)));
    case Block::Kind::Bullets: {
        QString out = QStringLiteral("<ul>\n");
        for (const Inline& item : block.items)
            out += QStringLiteral("<li>%1</li>\n").arg(htmlInline(item));
        return out + QStringLiteral("</ul>\n");
    }
    case Block::Kind::Table:
        return htmlTable(block.rows);
    case Block::Kind::Diff:
        return htmlDiff(block.text);
    }
    return {};
}

const char* const kStyle = R"(
body { font: 15px/1.5 system-ui, sans-serif; max-width: 72rem; margin: 2rem auto; padding: 0 1rem; color: #1f2328; background: #fff; }
code, pre { font-family: ui-monospace, monospace; font-size: 13px; }
code { background: #f0f1f3; padding: 0 .25em; border-radius: 3px; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #d0d7de; padding: .3em .6em; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
pre.diff { background: #f6f8fa; padding: .75em; overflow-x: auto; }
pre.diff code { background: none; padding: 0; }
.add { color: #116329; background: #e6ffec; } .del { color: #82071e; background: #ffebe9; }
.hunk { color: #8250df; } .meta { font-weight: bold; }
@media (prefers-color-scheme: dark) {
  body { color: #e6edf3; background: #0d1117; } code, th, pre.diff { background: #161b22; }
  th, td { border-color: #30363d; } .add { color: #7ee787; background: #033a16; }
  .del { color: #ffa198; background: #67060c; }
}
)";

QString renderHtml(const Document& document, const QString& title)
{
    QString out = QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                  + QStringLiteral("<title>%1</title>\n").arg(escapeHtml(title))
                  + QStringLiteral("<style>%1</style>\n</head>\n<body>\n").arg(QLatin1StringView(kStyle));
    for (const Block& block : document)
        out += htmlBlock(block);
    return out + QStringLiteral("</body>\n</html>\n");
}

// --- building the document from records ------------------------------------------

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

Inline titleInline(const QList<Record>& records)
{
    Inline spans{plain(ReportWriter::tr("bfloat16 training triage: "))};
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

Inline overview(const QList<Record>& records)
{
    int entries = 0, edits = 0, review = 0;
    for (const Record& record : records) {
        entries += int(includedEntries(record).size());
        edits += record.fix.landed() ? 1 : 0;
        review += int(record.reviewItems().size());
    }
    return {plain(ReportWriter::tr("Triaged with dtype-triage: %1 training entries; loader edits "
                                   "(uncommitted in the submodule): %2; items for human review: %3.")
                      .arg(entries)
                      .arg(edits)
                      .arg(review))};
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
        {code(flavorName(record.flavor))},
        {plain(entry.cpuBefore.summary())},
        fixCell(record.fix),
        {plain(edited ? entry.cpuAfter.summary() : QStringLiteral("—"))},
        {plain(pytestCell(record, entry))},
        yamlCell(entry.yaml),
        {plain(entry.needsReview() ? ReportWriter::tr("yes") : ReportWriter::tr("no"))},
    };
}

QList<QList<Inline>> summaryRows(const QList<Record>& records)
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
    rows.append(summaryRows(records));
    return table(rows);
}

// Decision keeps its constructor private; decide() with inputs that lead to the
// recorded action gives the same explanation the session showed.
QString decisionExplanation(Decision::Action action)
{
    using P = Decision::Bf16Phase;
    using F = Decision::Float32Phase;
    switch (action) {
    case Decision::Action::Proceed:
        return Decision::decide(P::FailedWithSignature, F::Ok).explanation();
    case Decision::Action::Escalate:
        return Decision::decide(P::FailedWithSignature, F::Failed).explanation();
    case Decision::Action::Stale:
        return Decision::decide(P::Ok, F::Ok).explanation();
    case Decision::Action::Misfire:
        return Decision::decide(P::FailedWithoutSignature, F::Ok).explanation();
    case Decision::Action::UnpackFailed:
        break;
    }
    return Decision::decide(P::Ok, F::Ok, true).explanation();
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
    items.append({strong(ReportWriter::tr("Flavor:")), plain(QStringLiteral(" ")), code(flavorName(record.flavor)),
                  plain(QStringLiteral(" — ") + flavorDescription(record.flavor))});
    if (!record.gateReason.isEmpty())
        items.append({plain(ReportWriter::tr("Reason in the YAML (passed the gate): ")),
                      code(record.gateReason)});
    return items;
}

Inline dumpLine(const QList<Record::DumpedInput>& dump)
{
    if (dump.isEmpty()) {
        return {plain(ReportWriter::tr("no dtype dump: the phase failed before its inputs "
                                       "existed (inside load_inputs)"))};
    }
    Inline line;
    for (const Record::DumpedInput& input : dump) {
        if (!line.isEmpty())
            line.append(plain(QStringLiteral("; ")));
        line.append(code(input.label));
        line.append(plain(QStringLiteral(" %1 %2").arg(input.dtype, input.shape)));
    }
    return line;
}

QList<Inline> phaseItems(const QString& name, const Record::CpuPhase& phase)
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
        Inline dump{plain(ReportWriter::tr("%1 inputs: ").arg(name))};
        items.append(dump + dumpLine(phase.dump));
    }
    return items;
}

QList<Inline> cpuItems(const Record::CpuRun& run)
{
    if (!run.ran())
        return {{plain(ReportWriter::tr("not run"))}};
    return phaseItems(QStringLiteral("BFLOAT16"), run.bf16)
           + phaseItems(QStringLiteral("FLOAT32"), run.fp32);
}

void appendCpuBefore(Document& doc, const Record& record)
{
    doc.append(heading(3, {plain(ReportWriter::tr("CPU repro before the fix"))}));
    const Record::EntryResult* triaged = record.entry(record.key);
    QList<Inline> items = cpuItems(triaged ? triaged->cpuBefore : Record::CpuRun{});
    if (record.decision) {
        items.append({strong(ReportWriter::tr("Decision:")), plain(QStringLiteral(" ")),
                      code(Decision::actionName(*record.decision)),
                      plain(QStringLiteral(" — ") + decisionExplanation(*record.decision))});
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
    if (!fix.before.isEmpty())
        items.append({plain(ReportWriter::tr("Before: ")), code(fix.before)});
    if (!fix.after.isEmpty())
        items.append({plain(ReportWriter::tr("After: ")), code(fix.after)});
    items.append({plain(ReportWriter::tr("Formatter: ")
                        + (fix.formatter.isEmpty() ? ReportWriter::tr("none") : fix.formatter))});
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

Inline staleItem(const Record::StaleInference& stale)
{
    Inline item{code(stale.key), plain(QStringLiteral(" (")), code(stale.status),
                plain(QStringLiteral(") — ")), code(stale.reason)};
    if (!stale.why.isEmpty())
        item.append(plain(QStringLiteral(" — ") + stale.why));
    return item;
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
    appendInference(doc, record);
    appendReview(doc, record);
    appendReminder(doc, record);
    appendState(doc, record);
}

void appendFloat16(Document& doc, const QList<Record>& records)
{
    const bool numpy = std::any_of(records.cbegin(), records.cend(), [](const Record& r) {
        return r.flavor == Flavor::NumpyConversion;
    });
    if (!numpy)
        return;
    doc.append(heading(2, {plain(ReportWriter::tr("Why the numpy fix upcasts, and never to float16"))}));
    doc.append(paragraph({plain(ReportWriter::float16Explanation())}));
}

void appendPatch(Document& doc, const Inline& title, const QString& patch, const QString& none)
{
    doc.append(heading(3, title));
    doc.append(patch.isEmpty() ? paragraph({plain(none)}) : diff(patch));
}

Document buildDocument(const ReportWriter& writer)
{
    const QList<Record>& records = writer.records();
    Document doc{heading(1, titleInline(records)), paragraph(overview(records)),
                 heading(2, {plain(ReportWriter::tr("Summary"))}), summaryTable(records)};
    appendFloat16(doc, records);
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

// Only what is on disk: a declined or refused plan's diff stays in its record's
// section, but in a patch file it would not apply after the ones that were written.
QString joinedPatches(const QList<Record>& records, QString Record::*diffField,
                      bool (*onDisk)(const Record&))
{
    QString patch;
    for (const Record& record : records)
        if (onDisk(record))
            patch += withFinalNewline(record.*diffField);
    return patch;
}

bool loaderFixOnDisk(const Record& record)
{
    return record.fix.landed();
}

bool yamlWritten(const Record& record)
{
    return std::any_of(record.entries.cbegin(), record.entries.cend(),
                       [](const Record::EntryResult& entry) { return entry.yaml.written; });
}

Result<QString> saveAtomically(const QString& path, const QByteArray& bytes)
{
    if (const Result<void> written = FileReplacement::write(path, bytes); !written)
        return std::unexpected(written.error());
    return path;
}

}  // namespace

QStringList ReportFiles::all() const
{
    QStringList paths;
    for (const QString* path : {&markdown, &html, &json, &loaderPatch, &yamlPatch}) {
        if (!path->isEmpty())
            paths.append(*path);
    }
    return paths;
}

ReportWriter::ReportWriter(QList<TriageRecord> records, QDateTime generated)
    : m_records(std::move(records))
    , m_generated(std::move(generated))
{
}

QString ReportWriter::title() const
{
    QString text;
    for (const Span& span : titleInline(m_records))
        text += span.text;
    return text;
}

QString ReportWriter::markdown() const
{
    return renderMarkdown(buildDocument(*this));
}

QString ReportWriter::html() const
{
    return renderHtml(buildDocument(*this), title());
}

QByteArray ReportWriter::json() const
{
    QJsonArray records;
    for (const TriageRecord& record : m_records) {
        QJsonObject json = record.toJson();
        json.remove(QStringLiteral("checkout_root"));  // a local path: not for a shared report
        records.append(json);
    }
    const QJsonObject root{
        {QStringLiteral("format"), QStringLiteral("dtype-triage-report")},
        {QStringLiteral("version"), kFormatVersion},
        {QStringLiteral("generated"), m_generated.toUTC().toString(Qt::ISODateWithMs)},
        {QStringLiteral("title"), title()},
        {QStringLiteral("records"), records},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString ReportWriter::loaderPatch() const
{
    return joinedPatches(m_records, &TriageRecord::loaderDiff, loaderFixOnDisk);
}

QString ReportWriter::yamlPatch() const
{
    return joinedPatches(m_records, &TriageRecord::yamlDiff, yamlWritten);
}

QStringList ReportWriter::summaryRows() const
{
    QStringList lines;
    for (const QList<Inline>& row : dtriage::summaryRows(m_records))
        lines.append(markdownRow(row));
    return lines;
}

QByteArray ReportWriter::bytes(ReportFormat format) const
{
    switch (format) {
    case ReportFormat::Markdown:
        return markdown().toUtf8();
    case ReportFormat::Html:
        return html().toUtf8();
    case ReportFormat::Json:
        return json();
    case ReportFormat::LoaderPatch:
        return loaderPatch().toUtf8();
    case ReportFormat::YamlPatch:
        return yamlPatch().toUtf8();
    }
    return {};
}

QString ReportWriter::fileName(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Markdown:
        return QStringLiteral("report.md");
    case ReportFormat::Html:
        return QStringLiteral("report.html");
    case ReportFormat::Json:
        return QStringLiteral("report.json");
    case ReportFormat::LoaderPatch:
        return QStringLiteral("loader.patch");
    case ReportFormat::YamlPatch:
        return QStringLiteral("yaml.patch");
    }
    return {};
}

Result<QString> ReportWriter::writeFile(ReportFormat format, const QString& path) const
{
    return saveAtomically(path, bytes(format));
}

Result<ReportFiles> ReportWriter::writeFiles(const QString& folder) const
{
    if (!QDir().mkpath(folder))
        return fail(tr("cannot create the report folder"), folder);
    const QDir dir(folder);
    QStringList written;
    for (ReportFormat format : {ReportFormat::Markdown, ReportFormat::Html, ReportFormat::Json,
                                ReportFormat::LoaderPatch, ReportFormat::YamlPatch}) {
        const QByteArray content = bytes(format);
        const bool patch = format == ReportFormat::LoaderPatch || format == ReportFormat::YamlPatch;
        if (content.isEmpty() && patch) {
            written.append(QString());
            continue;
        }
        Result<QString> path = saveAtomically(dir.filePath(fileName(format)), content);
        if (!path)
            return std::unexpected(path.error());
        written.append(*path);
    }
    return ReportFiles{written[0], written[1], written[2], written[3], written[4]};
}

Result<QList<TriageRecord>> ReportWriter::recordsFromJson(const QByteArray& json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (!doc.isObject())
        return fail(tr("not a dtype-triage report: %1").arg(error.errorString()));
    const QJsonObject root = doc.object();
    if (!root.contains(QLatin1StringView("records"))) {  // one saved record on its own
        Result<TriageRecord> record = TriageRecord::fromJson(root);
        if (!record)
            return std::unexpected(record.error());
        return QList<TriageRecord>{*record};
    }
    if (root.value(QLatin1StringView("version")).toInt() > kFormatVersion)
        return fail(tr("the report was written by a newer dtype-triage"));
    QList<TriageRecord> records;
    for (const QJsonValue& value : root.value(QLatin1StringView("records")).toArray()) {
        Result<TriageRecord> record = TriageRecord::fromJson(value.toObject());
        if (!record)
            return std::unexpected(record.error());
        records.append(*record);
    }
    return records;
}

QString ReportWriter::float16Explanation()
{
    return tr("numpy has no bfloat16 type, so .numpy() or np.array() on a bfloat16 tensor fails "
              "(\"Got unsupported ScalarType BFloat16\"). The fix upcasts first with .float() "
              "(t.float().numpy()): the upcast is lossless, since every bfloat16 value is exactly "
              "representable in float32. float16 is not a safe substitute: bfloat16 keeps "
              "float32's 8 exponent bits (max ≈ 3.39e38) while float16 has 5 (max 65504), so "
              "values overflow to inf and small ones flush to zero.");
}

}  // namespace dtriage
