#pragma once
// The survey for people and tools (issue 17: ready to paste into a tracking
// issue): the backlog grouped — failure family ▸ sub-flavor, passes on CPU,
// environment, the other clusters by size, what did not run — each group with its
// entries and where they failed, and the recorded reasons the survey contradicts;
// as Markdown, HTML (one ReportDocument) or JSON. One owner of the grouping for
// the `survey` verb and the report.
#include "core/error.h"
#include "report/reportdocument.h"
#include "survey/surveyrun.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

namespace dtriage {

class SurveyReport {
    Q_DECLARE_TR_FUNCTIONS(SurveyReport)
public:
    using Surveyed = SurveyRun::Surveyed;
    struct Group {
        QString name;  // "inputs/decoder_inputs", "passes", "environment: ModuleNotFoundError: …", "other: IndexError: …"
        QList<Surveyed> entries;
        QString parent;  // the tree row it sits under: "inputs", "environment", "other"; empty: none
        QString title;   // its name under that parent: "decoder_inputs", the masked error
    };
    // Families first (in Families::all()'s order, each one's sub-flavors largest
    // first), then passes, the environment and other clusters (largest first), not run.
    static QList<Group> groups(const QList<Surveyed>& results);
    static QList<Surveyed> contradicted(const QList<Surveyed>& results);
    // Why the steps that ran again were not reused from the last survey, counted:
    // "run again: 22 because the installed packages changed, 1 because not surveyed
    // before"; empty when every result was reused or nothing is kept. Translated.
    static QString rerunSummary(const QList<Surveyed>& results);

    static report::Document document(const QList<Surveyed>& results);
    static QJsonObject json(const QList<Surveyed>& results);
    // By the file's extension: .md, .html, .json. The JSON form is `jsonDocument`:
    // the survey verb's whole document (json() in the CLI's versioned envelope,
    // VerbJson), so that a report file and `survey --json` are one schema.
    static Result<void> write(const QString& path, const QList<Surveyed>& results, const QJsonObject& jsonDocument);
};

}  // namespace dtriage
