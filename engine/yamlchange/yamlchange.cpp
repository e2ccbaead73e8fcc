#include "yamlchange/yamlchange.h"

#include "config/configeditor.h"

namespace dtriage {

Result<YamlChange> YamlChange::plan(const ConfigFile& file, const QList<EntryChange>& changes,
                                    const QString& displayRoot)
{
    auto edit = ConfigEditor::planAll(file, changes, displayRoot);
    if (!edit)
        return std::unexpected(edit.error());
    return YamlChange(std::move(*edit));
}

Result<YamlChange> YamlChange::plan(const QString& path, const QList<EntryChange>& changes,
                                    const QString& displayRoot, QString* unplaced)
{
    const Result<ConfigFile> file = ConfigFile::load(path);
    if (!file)
        return std::unexpected(file.error());
    Result<YamlChange> planned = plan(*file, changes, displayRoot);
    QList<EntryChange> existing;
    for (const EntryChange& change : changes)
        if (!change.add)
            existing << change;
    if (planned || !unplaced || existing.size() == changes.size())
        return planned;
    Result<YamlChange> alone = plan(*file, existing, displayRoot);
    if (alone)
        *unplaced = planned.error().toString();
    return alone;
}

Result<void> YamlChange::write() const
{
    return ConfigEditor::write(m_edit);
}

YamlChange::Written YamlChange::writeAll(const QList<YamlChange>& changes)
{
    Written done;
    for (const YamlChange& change : changes) {
        if (Result<void> written = change.write(); !written) {
            done.error = written.error();
            break;
        }
        if (!change.changesNothing())
            done.paths << change.path();
    }
    return done;
}

YamlChange YamlChange::restore(const QString& path, const QByteArray& current, const QByteArray& original)
{
    return YamlChange(ConfigEdit{path, current, original, {}, {}});
}

YamlChange YamlChange::undo() const
{
    return YamlChange(ConfigEditor::inverse(m_edit));
}

}  // namespace dtriage
