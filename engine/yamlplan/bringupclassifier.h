#pragma once
// docs/triage.md §2 "Classifying a new error from pytest": which bringup_status a new,
// non-bfloat16 failure gets, and which line of a failure text is the error.
#include <QString>
#include <QStringView>

#include <optional>

namespace dtriage {

class BringupClassifier {
public:
    enum class Category {
        FeCompilation,  // a Python exception before any TT call
        // error:, ttir., ttnn., ElementsAttr, Aborted, core dumped, exit 134 (docs/triage.md §2), plus
        // stablehlo., "failed to legalize", SIGABRT / signal 6
        TtmlirCompilation,
        // TT_FATAL / TT_THROW with kernel, dispatch or device context (docs/triage.md §2), plus device
        // allocator failures quoted without their TT_FATAL prefix
        Runtime,
        Numerics,      // PCC / atol / Tensor mismatch: no bringup_status, assert_pcc: false
        Unclassified,  // nothing to go on (empty, only noise, "Error code 13")
    };

    // Classifies a failure text (a JUnit error_message, a traceback, a whole log);
    // noise lines are ignored. `exitCode` is the process's exit code when known.
    static Category classify(const QString& text, int exitCode = 0);
    // "FAILED_FE_COMPILATION", "FAILED_TTMLIR_COMPILATION", "FAILED_RUNTIME";
    // empty for Numerics and Unclassified, which have no bringup_status.
    static QString bringupStatus(Category category);
    // The category a bringup_status names, as tt-xla's runner records it in its
    // `tags` property ("FAILED_RUNTIME", "INCORRECT_RESULT", also "failed_runtime"
    // or "BringupStatus.FAILED_RUNTIME"); nullopt for PASSED, UNKNOWN, NOT_STARTED
    // and anything else, which say nothing about a failure.
    static std::optional<Category> fromBringupStatus(QStringView status);
    // "fe_compilation", ..., "numerics", "unclassified" (JSON, command line).
    static QString categoryName(Category category);

    // The line to quote as the reason: the first TT_FATAL / TT_THROW / `error:` /
    // RuntimeError line, else the first other exception line, else the first line
    // that is neither noise nor generic; trimmed, pytest's "E   " marker removed.
    // Empty when there is none.
    static QString meaningfulLine(const QString& text);
    // The line to quote for a failure seen in several texts (most trustworthy
    // first): the first text's meaningfulLine() that is not empty, and which text
    // gave it (-1: none). The one owner of that choice: the JUnit reader picks the
    // observed error line with it and the YAML plan quotes the line picked.
    struct QuotedLine {
        qsizetype from = -1;
        QString line;
    };
    static QuotedLine quotedLine(const QList<QString>& texts);
    // Deprecation and other warnings, "Found an argument on non-XLA device".
    static bool isNoise(QStringView line);
};

}  // namespace dtriage
