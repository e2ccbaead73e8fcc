#pragma once
// What the report says (docs/triage.md §3): the document of a batch of triage
// records — title, overview, summary table, one section per record (resolution,
// CPU repro, fix, scope, pytest, YAML, review), and the patches. The renderers
// turn it into Markdown and HTML.
#include "report/reportdocument.h"
#include "record/triagerecord.h"

#include <QList>

namespace dtriage {

class ReportWriter;

class ReportContent {
public:
    static report::Document document(const ReportWriter& writer);
    // "Training triage (bfloat16 dtype errors): speecht5/pytorch, detr/pytorch", as spans.
    static report::Inline title(const QList<TriageRecord>& records);
    // The summary table's body rows, one per included entry.
    static QList<QList<report::Inline>> summaryRows(const QList<TriageRecord>& records);
};

}  // namespace dtriage
