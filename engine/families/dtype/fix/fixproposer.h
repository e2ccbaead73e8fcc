#pragma once
// The bfloat16 family's choice of exactly one fix site (docs/triage.md §2 step 5):
// from the dtype dump's float32 inputs, else the traceback's loader frame, else
// the numpy conversion; each traced to its statement through the analysis.
#include "core/error.h"
#include "families/dtype/fix/fixedit.h"
#include "families/dtype/fix/dtypefixproposal.h"
#include "families/dtype/fix/fixsite.h"
#include "analysis/loaderanalysis.h"
#include "analysis/sourcelines.h"

#include <QCoreApplication>

namespace dtriage::dtypefix {

class FixProposer {
public:
    FixProposer(const DtypeFixRequest& request, const LoaderAnalysis& analysis)
        : m_request(request)
        , m_a(analysis)
        , m_lines(analysis.source)
    {
    }

    Result<DtypeFixProposal> run();

private:
    Result<DtypeFixProposal> fromDump(const QStringList& labels);
    const PreflightFinding* keptFloat32(const QString& label) const;
    QList<FixSite> sitesForLabel(const QString& label, FixSite* reason) const;
    Result<DtypeFixProposal> fromTraceback();
    Result<DtypeFixProposal> numpyConversion();
    Result<DtypeFixProposal> build(const FixSite& site, const QString& why, const QString& chain);
    QString siteSentence(const FixSite& site) const;
    Result<FixEdit> editFor(const FixSite& site);
    Result<FixEdit> castAfter(const InputProvenance& p);
    const TracebackFrame* loaderFrame() const;
    bool isLoaderFile(const QString& file) const;
    QList<FixSite> sitesOnLine(const TracebackFrame& frame) const;
    bool reassignedBetween(const QString& name, int after, int before) const;
    Error staleAnalysis(int line) const
    {
        return Error{QCoreApplication::translate("FixProposal",
                         "The loader analysis does not match the file any more; analyse it again"),
            m_a.path, line};
    }

    const DtypeFixRequest& m_request;
    const LoaderAnalysis& m_a;
    SourceLines m_lines;
};

}  // namespace dtriage::dtypefix
