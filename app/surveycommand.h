#pragma once
// `survey --checkout DIR [--failing|--family ID] [--jobs N] [--json]`: every
// selected training entry's CPU training step run as the runner runs it, and the
// backlog grouped by what fails (SurveyRun, SurveyClassifier): family ▸ flavor,
// passes on CPU, environment, the other clusters by size, and the recorded
// reasons the survey contradicts.
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace dtriage {

class SurveyCommand {
    Q_DECLARE_TR_FUNCTIONS(SurveyCommand)
public:
    static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
};

}  // namespace dtriage
