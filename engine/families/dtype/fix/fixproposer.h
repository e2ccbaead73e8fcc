#pragma once
// The bfloat16 family's choice of exactly one fix site (docs/triage.md §2 step 5):
// from the dtype dump's float32 inputs, else the traceback's loader frame, else
// the numpy conversion; each traced to its statement through the analysis.
#include "core/error.h"
#include "families/dtype/fix/fixedit.h"
#include "families/dtype/fix/fixproposal.h"
#include "families/dtype/fix/fixsite.h"
#include "analysis/loaderanalysis.h"
#include "analysis/sourcelines.h"

#include <QCoreApplication>

namespace dtriage::dtypefix {

class Proposer {
public:
    Proposer(const FixRequest& request, const LoaderAnalysis& analysis)
        : m_request(request)
        , m_a(analysis)
        , m_lines(analysis.source)
    {
    }

    Result<FixProposal> run();

private:
    Result<FixProposal> fromDump(const QStringList& labels);
    QList<Candidate> sitesForLabel(const QString& label, Candidate* reason) const;
    Result<FixProposal> fromTraceback();
    Result<FixProposal> numpyConversion();
    Result<FixProposal> build(const Candidate& site, const QString& why, const QString& chain);
    QString siteSentence(const Candidate& site) const;
    Result<Edit> editFor(const Candidate& site);
    Result<Edit> castAfter(const InputProvenance& p);
    const TracebackFrame* loaderFrame() const;
    bool isLoaderFile(const QString& file) const;
    QList<Candidate> sitesOnLine(const TracebackFrame& frame) const;
    bool reassignedBetween(const QString& name, int after, int before) const;
    Error staleAnalysis(int line) const
    {
        return Error{QCoreApplication::translate("FixProposal",
                         "The loader analysis does not match the file any more; analyse it again"),
            m_a.path, line};
    }

    const FixRequest& m_request;
    const LoaderAnalysis& m_a;
    SourceLines m_lines;
};

}  // namespace dtriage::dtypefix
