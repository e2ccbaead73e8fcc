#pragma once
// Step 5 of the skill (docs/triage.md §2): from what the CPU repro saw — the flavor, the
// floating inputs that were still float32 in the BFLOAT16 phase, the error's
// traceback — and what the loader's static analysis knows, choose exactly one fix
// site and the one edit allowed there, or say with a typed reason why there is
// none. Pure C++ over plain values: cheap enough for any thread.
#include "analysis/loaderanalysis.h"
#include "core/error.h"
#include "families/dtype/fix/dtypefixrequest.h"
#include "families/dtype/fix/sourcereplacement.h"

#include <QString>

namespace dtriage {

struct DtypeFixProposal {
    enum class Kind {
        None,
        AddDtype,  // dtype=dtype_override added to one constructor call
        ReplaceDtype,  // a hard-coded dtype=torch.float32 becomes dtype_override
        CastAfterAssignment,  // x = x.to(dtype_override) if ... else x, after x's assignment
        FloatBeforeNumpy,  // .float() before .numpy() / inside np.array(...)
    };
    enum class NoFix {
        None,  // there is a fix
        DecisionForbids,  // step 4 said stop (escalate, stale, misfire, ...)
        FlavorWithoutFix,  // op_not_implemented (or not a bfloat16 failure)
        NoFloat32Input,  // the dump has no float32 floating input
        NoLoaderFrame,  // no dump and no traceback frame in the loader
        NotTraceable,  // the float32 value cannot be traced to a site in the loader
        SeveralInputs,  // several float32 inputs, not all traceable
        SeveralSites,  // several sites: one edit per attempt cannot fix them all
        UnreachableSource,  // made by a processor/tokenizer we cannot reach
        AlreadyHasDtype,  // the constructor already passes dtype=dtype_override
        OtherDtype,  // dtype= is hard-coded to something other than float32
        AlreadyCast,  // the value is cast to dtype_override on the way out
        NoOverrideInScope,  // dtype_override is not a parameter where the site is
        UnsupportedLayout,  // the site's syntax does not take the one-line edit safely
        NoNumpySite,  // numpy_conversion without a conversion site we can find
        // The model itself stays float32 where the input is made (load_model never
        // casts it, or only on other paths): the loader keeps both float32 on
        // purpose, and casting the input would create the mismatch.
        ModelKeptFloat32,
    };

    Kind kind = Kind::None;
    NoFix reason = NoFix::None;
    QString inputKey;  // the input label the site feeds; empty for a traceback-only site
    int line = 0;  // the site's line; for a cast, the assignment's (last) line
    QString chain;  // provenance: "128: return {...} ← 119: decoder_input_values = ..."
    QString why;  // one translated sentence: why this site, or why none
    QString siteText;  // the constructor / conversion / assignment as written
    SourceReplacement replacement;  // valid iff hasFix()
    int constructorIndex = -1;  // into LoaderAnalysis::constructors, or -1

    bool hasFix() const { return kind != Kind::None; }
    // "add_dtype", "replace_dtype", "cast_after", "float_before_numpy", "none": the
    // names of the JSON report and of resources/python/fix_tools.py.
    static QString kindName(Kind kind);
    // "decision", "flavor", "no_float32_input", ...: JSON names of the reasons.
    static QString reasonName(NoFix reason);
    // "loader.py:119: add dtype=dtype_override to torch.zeros(...)" and the like;
    // the reason's sentence when there is no fix.
    QString summary() const;

    // An Error only when the analysis does not describe these bytes (stale or empty
    // analysis); every "no fix" is a DtypeFixProposal with a reason.
    static Result<DtypeFixProposal> propose(const DtypeFixRequest& request, const LoaderAnalysis& analysis);
};

}  // namespace dtriage
