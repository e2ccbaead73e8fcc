#pragma once
// The part every headless verb shares: `--checkout DIR`, `--help`, `--version`,
// `--json` where the verb offers it, usage errors, the exit code when the folder
// is not a tt-xla checkout, and where the verb's output goes: human-readable
// lines on stdout, or under --json one versioned JSON object there (VerbJson) and
// the human-readable lines on stderr.
#include "checkout/checkout.h"
#include "verbjson.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <optional>

namespace dtriage {

// What a verb needs and offers beyond --checkout, --help and --version.
struct VerbOptions {
    // List and verify work from the YAML alone; the others need the loaders.
    Checkout::Loaders loaders = Checkout::Loaders::Required;
    bool json = false;  // the verb offers --json
    bool takesKeys = true;  // positional arguments after the verb (KEY...); list and scan take none
};

class VerbParser {
    Q_DECLARE_TR_FUNCTIONS(VerbParser)

public:
    VerbParser(const QString& verb, const QString& description, VerbOptions options = {});

    QCommandLineParser& parser() { return m_parser; }
    // Parses; returns the exit code when the verb must stop here (help, version,
    // usage error, no checkout), else nullopt and checkout() is open.
    std::optional<int> parse(const QStringList& arguments, QTextStream& out, QTextStream& err);
    const Checkout& checkout() const { return *m_checkout; }
    QStringList positional() const;  // positional arguments after the verb
    static QCommandLineOption verboseOption();  // --verbose, for the verbs and the window

    bool json() const { return m_jsonMode; }
    // Where human-readable results go: stdout, or stderr under --json.
    QTextStream& text() { return *m_text; }
    // Warnings: stderr, in both modes.
    QTextStream& err() { return *m_err; }
    // The JSON document's fields (printed by finish() under --json).
    VerbJson& jsonOutput() { return m_json; }
    // Ends the verb: under --json prints the document with `exitCode`; returns it.
    int finish(int exitCode);
    // Ends the verb with an error: the message on stderr (and in the JSON's "error").
    int fail(int exitCode, const QString& message);
    // --jobs N of batch and survey: a whole number of 1 or more, `fallback` when not
    // given; nullopt once it said why not on stderr (a usage error, exit 2).
    std::optional<int> jobs(const QCommandLineOption& option, int fallback);

private:
    QString m_verb;
    VerbOptions m_options;
    QCommandLineParser m_parser;
    QCommandLineOption m_checkoutOption;
    QCommandLineOption m_versionOption;
    QCommandLineOption m_jsonOption;
    std::optional<Checkout> m_checkout;
    VerbJson m_json;
    bool m_jsonMode = false;
    QTextStream* m_out = nullptr;
    QTextStream* m_err = nullptr;
    QTextStream* m_text = nullptr;
};

}  // namespace dtriage
