#pragma once
// Where a float32 value that reaches the model in the BFLOAT16 phase comes from
// in the loader (a tensor constructor, a cast, a numpy conversion), or why it
// cannot be traced: the candidates FixProposer chooses the one fix site from.
#include "families/dtype/fix/dtypefixproposal.h"
#include "analysis/loaderanalysis.h"

#include <QString>
#include <QStringList>

namespace dtriage::dtypefix {

using Kind = DtypeFixProposal::Kind;
using NoFix = DtypeFixProposal::NoFix;

// One site a float32 value can be traced to, or why a value has none.
struct FixSite {
    Kind kind = Kind::None;
    NoFix reason = NoFix::NotTraceable;
    QString why;  // when kind == None
    int constructorIndex = -1;
    const InputProvenance* provenance = nullptr;  // for a cast; also the chain
    int siteLine = 0;
    QStringList labels;

    bool sameSite(const FixSite& other) const
    {
        return kind == other.kind && constructorIndex == other.constructorIndex
            && siteLine == other.siteLine;
    }
};

FixSite noSite(NoFix reason, const QString& why);

// The constructor `index` of the analysis as a site: a float32 constructor
// (dtype missing or float32), or why it is none.
FixSite classifyConstructor(const LoaderAnalysis& a, int index);
// An input's provenance as a site: its constructor, a cast after it, or why none.
FixSite classifyProvenance(const LoaderAnalysis& a, const InputProvenance& p);
// "x <- y <- torch.zeros(...)": how the value reaches the input, for the user.
QString chainText(const InputProvenance& p);

}  // namespace dtriage::dtypefix
